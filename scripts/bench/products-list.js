// One user's inventory on the bench database, written straight with INSERT … SELECT generate_series
// (a bulk import's way; the list_counts triggers count the rows as they do for the API's writes),
// plus that user's live session token.
const { createHash, randomBytes } = require('node:crypto');

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
  // deep pages be answered from the index alone.
  await db.query('vacuum analyze products');
}

module.exports = { createBenchUser, insertProducts };
