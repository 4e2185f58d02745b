// Lots (issue 43, item 9) on the bench database: 1,000 users with 10 products each, 100,000 lots
// and 1,000,000 ledger movements, each naming its lot, and a genealogy of ten layers: a lot of
// layer k > 0 was made or received from two lots of layer k − 1, so tracing one of layer 8
// backward, or one of layer 1 forward, walks 8 hops over ~45 lots and ~80 edges. Every hundredth
// movement is a delivery for one of 10,000 completed requests, which a forward trace reads for the
// customers who received goods into no lot. Written with INSERT … SELECT generate_series, then
// vacuumed and analysed. `lotsWorks` names what the bench measures: both traces at 10 connections,
// beside pgbench running the statements the API sent for them.
const { createBenchUser } = require('./products-list');

const USERS = 1_000;
const PRODUCTS = 10_000;
const LOTS = 100_000;
const MOVEMENTS = 1_000_000;
const REQUESTS = 10_000;
/** Lots per layer: lot g is at layer g / LAYER, position g % LAYER. */
const LAYER = LOTS / 10;

// The bench database also holds the demo's accounts and products: the bench's own are told apart.
const BENCH_USERS = `email like '%@bench.agrocadena.co'`;
const BENCH_PRODUCTS = `name like 'Producto %'`;

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function insertWorld(db, benchUserId) {
  await db.query(
    `insert into users (email, password_hash, user_type, person_type, social_id_type, social_id, first_name, last_name,
                        town_id, address, phone_numbers, email_verified_at)
     select 'lotes' || g || '@bench.agrocadena.co', 'not-a-hash', 'ENTERPRISE', 'NATURAL', 'CC', (2000000001 + g)::text,
            'Planta', 'Número ' || g, '08001', 'Planta ' || g, array['3000000000'], now()
     from generate_series(1, $1::int - 1) as g`,
    [USERS],
  );
  // Product p belongs to user p % USERS (the bench user's are the first of each thousand).
  await db.query(
    `with owners as (select id, (row_number() over (order by case when id = $1 then 0 else 1 end, created_at, id) - 1)::int as u
                     from users where ${BENCH_USERS})
     insert into products (user_id, name, type, unit_measure, amount, stock_value, unit_cost, public)
     select owners.id, 'Producto ' || p, 'RAW_MATERIAL', 'Kg', 0, 0, 0, false
     from generate_series(0, $2::int - 1) as p join owners on owners.u = p % $3::int`,
    [benchUserId, PRODUCTS, USERS],
  );
  await db.query(
    `with numbered as (select id, user_id, (row_number() over (order by name) - 1)::int as p from products where ${BENCH_PRODUCTS})
     insert into lots (product_id, user_id, code, origin, entered_at, expires_on, amount, remaining, unit_cost)
     select numbered.id, numbered.user_id, 'LOT-' || g, case when g < $2::int then 'initial' else 'production' end,
            timestamptz '2026-01-01' + g * interval '1 minute', date '2027-01-01' + (g % 300), 10, 5, 1500
     from generate_series(0, $1::int - 1) as g join numbered on numbered.p = g % $3::int`,
    [LOTS, LAYER, PRODUCTS],
  );
  // Layer k > 0: lot (k, i) came from (k − 1, i) and (k − 1, i + 1).
  await db.query(
    `with numbered as (select id, (row_number() over (order by entered_at) - 1)::int as g from lots where code like 'LOT-%')
     insert into lot_sources (lot_id, source_lot_id, amount)
     select child.id, source.id, 1
     from numbered child cross join (values (0), (1)) as step(d)
       join numbered source on source.g = child.g - $1::int + ((child.g % $1::int) + step.d) % $1::int - child.g % $1::int
     where child.g >= $1::int`,
    [LAYER],
  );
  await db.query(
    `with sellers as (select id, (row_number() over (order by id) - 1)::int as u from users where ${BENCH_USERS})
     insert into requests (kind, state, requester_id, user_id, products, amount, amount_accepted, agreed_price, completed_at)
     select 'PRODUCT', 'COMPLETED', buyer.id, seller.id, '[]'::jsonb, 1, 1, 1000, now()
     from generate_series(0, $1::int - 1) as r join sellers seller on seller.u = r % $2::int join sellers buyer on buyer.u = (r + 1) % $2::int`,
    [REQUESTS, USERS],
  );
  await db.query(
    `with numbered as (select id, user_id, (row_number() over (order by name) - 1)::int as p from products where ${BENCH_PRODUCTS}),
          asked as (select id, (row_number() over (order by id) - 1)::int as r from requests where products = '[]'::jsonb)
     insert into stock_movements (product_id, user_id, delta, unit_cost, amount_after, unit_cost_after, stock_value_after, reason, reference, created_at)
     select numbered.id, numbered.user_id, case when m % 100 = 0 then -1 else 1 end, 1500, 5, 1500, 7500,
            case when m % 100 = 0 then 'delivery' else 'addition' end, case when m % 100 = 0 then asked.id::text end,
            timestamptz '2026-01-01' + m * interval '1 second'
     from generate_series(0, $1::int - 1) as m join numbered on numbered.p = m % $2::int
       left join asked on asked.r = (m / 100) % $3::int`,
    [MOVEMENTS, PRODUCTS, REQUESTS],
  );
  // Each movement names one lot of its product.
  await db.query(
    `with lotted as (select id, product_id, (row_number() over (partition by product_id order by entered_at) - 1)::int as k,
                            count(*) over (partition by product_id) as n from lots where code like 'LOT-%'),
          moved as (select m.id, m.product_id, m.delta, (row_number() over (partition by m.product_id order by m.created_at) - 1)::int as k
                    from stock_movements m join products p on p.id = m.product_id where ${BENCH_PRODUCTS.replace(/name/g, 'p.name')})
     insert into lot_movements (movement_id, lot_id, delta)
     select moved.id, lotted.id, moved.delta from moved join lotted on lotted.product_id = moved.product_id and lotted.k = moved.k % lotted.n`,
  );
}

/** The lots world on the (fresh, migrated) database of `db`. Answers the bench user and the two lots traced. */
async function createLots(db, { log = console.log } = {}) {
  let started = Date.now();
  const user = await createBenchUser(db);
  await insertWorld(db, user.id);
  log(
    `  (${USERS.toLocaleString('en-US')} users, ${LOTS.toLocaleString('en-US')} lots, ${MOVEMENTS.toLocaleString('en-US')} movements inserted in ${seconds(started)})`,
  );
  started = Date.now();
  for (const table of ['users', 'products', 'lots', 'lot_sources', 'lot_movements', 'stock_movements', 'requests'])
    await db.query(`vacuum analyze ${table}`);
  log(`  (vacuum analyze in ${seconds(started)})`);
  // Lots of the bench user's products (product p % 1000 = 0): one at layer 8, one at layer 1.
  const layerLot = async (layer) =>
    (
      await db.query(
        `select l.id from lots l join products p on p.id = l.product_id
         where p.user_id = $1 and l.entered_at >= timestamptz '2026-01-01' + $2::int * interval '1 minute'
         order by l.entered_at limit 1`,
        [user.id, layer * LAYER],
      )
    ).rows[0].id;
  return { user, backward: await layerLot(8), forward: await layerLot(1) };
}

/** The traces beside pgbench, 10 connections each. */
function lotsWorks({ user, backward, forward }) {
  const headers = { authorization: user.token };
  const size = `${LOTS.toLocaleString('en-US')} lots, ${MOVEMENTS.toLocaleString('en-US')} movements`;
  return [
    { label: `lot trace backward, 8 hops, ${size}, 10 conn.`, url: `/api/lots/${backward}/trace?direction=backward`, headers, connections: 10 },
    { label: `lot trace forward, 8 hops, ${size}, 10 conn.`, url: `/api/lots/${forward}/trace?direction=forward`, headers, connections: 10 },
  ];
}

module.exports = { createLots, lotsWorks };
