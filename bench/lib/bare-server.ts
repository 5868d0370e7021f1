import Fastify from 'fastify';
import pg from 'pg';

// The yardstick: the same query through a bare Fastify route with no plugins, in its own process.
// Usage: tsx bench/lib/bare-server.ts <databaseUrl>; prints "listening <port>".
const pool = new pg.Pool({ connectionString: process.argv[2], max: 10 });
const app = Fastify();
app.get('/health', async () => {
  await pool.query('select 1');
  return { status: 'ok', db: 'ok' };
});
app.get<{ Params: { id: string } }>('/calls/:id', async (request, reply) => {
  const { rows } = await pool.query('select * from calls where id = $1 limit 1', [request.params.id]);
  return rows[0] ?? reply.code(404).send({ error: 'not found' });
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
