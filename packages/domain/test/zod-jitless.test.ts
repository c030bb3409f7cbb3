import { describe, expect, it } from 'vitest';
import '../src/zod-jitless';
import { z } from 'zod';

// The browser entry sets zod's jitless mode without importing zod (issue 16.5): this holds only while
// zod keeps its global configuration where the module writes it.
describe('zod-jitless', () => {
  it('zod reads the setting: no parser is compiled with new Function', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
