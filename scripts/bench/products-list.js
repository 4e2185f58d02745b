// GET /api/users/{id}/products (first and last page of 12) as one user's inventory grows from
// 10,000 to 1,000,000 products, on PostgreSQL. Rows are written straight into the bench database
// with INSERT … SELECT generate_series, plus a user and a live session token.
const { createHash, randomBytes } = require('node:crypto');

const PAGE = 12;
const SIZES = [10_000, 1_000_000];
const CONNECTIONS = 10;

async function createBenchUser(db) {
  const token = randomBytes(32).toString('base64url');
  const {
    rows: [user],
  } = await db.query(
    `insert into users (email, password_hash, user_type, person_type, social_id_type, social_id, first_name, last_name,
                        town_id, address, email_verified_at)
     values ('bench@bench.agrocadena.co', 'not-a-hash', 'AGRO', 'NATURAL', 'CC', '1000000001', 'Banco', 'De Pruebas',
             '08001', 'Finca El Banco', now())
     returning id`,
  );
  await db.query(`insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
    createHash('sha256').update(token, 'utf8').digest('hex'),
    user.id,
  ]);
  return { id: user.id, token };
}

/** Products number `from`..`to` of the user, one second apart (newer numbers are newer products). */
async function insertProducts(db, userId, from, to) {
  await db.query(
    `insert into products (user_id, name, description, type, unit_measure, price, amount, stock_value, unit_cost, public, created_at, updated_at)
     select $1, 'Producto ' || g, 'Producto de prueba número ' || g, 'RAW_MATERIAL', 'Kg', 1000 + g % 5000,
            g % 500, (g % 500) * 1500, 1500, g % 3 = 0,
            timestamptz '2020-01-01' + g * interval '1 second', timestamptz '2020-01-01' + g * interval '1 second'
     from generate_series($2::int, $3::int) as g`,
    [userId, from, to],
  );
  // What autovacuum does on a live server in time: statistics, and the visibility map that lets
  // counts and deep pages be answered from the index alone.
  await db.query('vacuum analyze products');
}

async function benchPage({ base, user, skip, label, record, duration }) {
  const autocannon = require('autocannon');
  const url = `${base}/api/users/${user.id}/products?skip=${skip}&limit=${PAGE}`;
  const check = await fetch(url, { headers: { authorization: user.token } });
  const body = await check.json();
  if (!check.ok || !body.success || body.data.length === 0) throw new Error(`${url} answered ${check.status}: ${JSON.stringify(body).slice(0, 200)}`);
  const result = await autocannon({ url, headers: { authorization: user.token }, connections: CONNECTIONS, duration });
  record(
    `GET /api/users/{id}/products?skip=${skip}&limit=${PAGE}, ${label}`,
    Math.round(result.requests.average),
    'req/s',
    `p99 ${result.latency.p99} ms, ${CONNECTIONS} connections, ${result.non2xx} non-2xx`,
  );
}

/** Runs against a server started on the bench database `databaseUrl`. */
async function benchProductsList({ base, databaseUrl, record, duration }) {
  const { Client } = require('pg');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const user = await createBenchUser(db);
    let count = 0;
    for (const size of SIZES) {
      const started = Date.now();
      await insertProducts(db, user.id, count + 1, size);
      console.log(`  (${(size - count).toLocaleString('en-US')} products inserted in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
      count = size;
      const label = `${size.toLocaleString('en-US')} products of one user, PostgreSQL`;
      await benchPage({ base, user, skip: 0, label: `first page, ${label}`, record, duration });
      const lastSkip = Math.floor((size - 1) / PAGE) * PAGE;
      await benchPage({ base, user, skip: lastSkip, label: `last page, ${label}`, record, duration });
    }
  } finally {
    await db.end();
  }
}

module.exports = { benchProductsList };
