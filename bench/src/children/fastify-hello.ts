// B1 variant: a bare Fastify "hello" (no plugins, no logging), to split Fastify's own cost from our stack.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
