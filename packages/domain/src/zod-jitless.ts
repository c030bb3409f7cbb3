import { z } from 'zod';

// zod 4 probes `new Function('')` when an object schema is created, to decide whether it may compile
// parsers; under the portal's CSP (no 'unsafe-eval') that probe is reported as a violation. The browser
// entry imports this module first, so every schema is built without JIT.
z.config({ jitless: true });
