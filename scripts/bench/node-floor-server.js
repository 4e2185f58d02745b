// The floor under any Node.js API on this machine (issue 14): a bare `http` server that answers
// every request by running the given statements through node-postgres (prepared, a pool as large as
// the API's) and writing the last one's rows as JSON — no framework, no session, no mapping. The
// API beside it shows what Fastify and our code add; pgbench beside it, what Node and the driver cost.
// Run as a child process (the load generator must not share its event loop):
//   FLOOR_DATABASE_URL, FLOOR_PORT, FLOOR_POOL_MAX, FLOOR_STATEMENTS (JSON [{ text, values }])
const http = require('node:http');
const { Pool } = require('pg');

const statements = JSON.parse(process.env.FLOOR_STATEMENTS);
const pool = new Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: Number(process.env.FLOOR_POOL_MAX) });

async function answer() {
  let rows = [];
  for (const [i, { text, values }] of statements.entries()) rows = (await pool.query({ name: `floor_${i}`, text, values })).rows;
  return JSON.stringify({ data: rows });
}

const server = http.createServer((request, response) => {
  answer().then(
    (body) => response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body),
    (error) => response.writeHead(500).end(String(error)),
  );
});
server.listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
