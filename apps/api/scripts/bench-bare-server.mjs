// The benchmark's ceiling: a bare Fastify route answering a tiny JSON object, in its own
// process like the API, so every endpoint can be compared with what this machine can do at all.
import Fastify from 'fastify';
import process from 'node:process';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${app.server.address().port}\n`);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
