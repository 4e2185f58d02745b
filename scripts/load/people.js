// The people of the marketplace day and what they own before it starts: accounts written straight
// into the database (as a bulk import would; the password is the demo accounts'), then everything
// else over the API as their apps would do it — each logs in from an address of its own (the
// balancer forwards it, the limits count it in Redis), creates its products and activities.
const PASSWORD = 'demo12345';

/** Accounts `prefix`1..n of `userType`, with the demo accounts' password; their ids by email. */
async function insertAccounts(db, prefix, userType, count) {
  const { rows } = await db.query(
    `insert into users (email, password_hash, user_type, person_type, social_id_type, social_id, first_name, last_name,
                        town_id, address, email_verified_at)
     select $1 || g || '@load.agrocadena.co', (select password_hash from users where email = 'agro@demo.agrocadena.co'),
            $2, 'NATURAL', 'CC', (abs(hashtext($1)) % 100000 * 10000 + g)::text, 'Carga', $1 || ' ' || g, '08001',
            'Vereda ' || g, now()
     from generate_series(1, $3::int) as g
     returning id, email`,
    [prefix, userType, count],
  );
  return rows;
}

/** Calls the API as `who` (its token and address); resolves to the envelope's data or throws. */
async function call(base, who, method, path, body) {
  const answer = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': who.address,
      ...(who.token ? { authorization: who.token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = await answer.json();
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

let addresses = 0;
/** 10.x.y.z, one per person: the per-address limits see people, not the load script. */
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

async function logIn(base, account) {
  const who = { email: account.email, address: nextAddress() };
  const session = await call(base, who, 'POST', '/login', { email: account.email, password: PASSWORD });
  return { ...who, id: session._id, token: session.token };
}

/** `work` for each item, `width` at a time. */
async function eachAtMost(width, items, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

const product = (base, owner, fields) =>
  call(base, owner, 'POST', '/products', {
    type: 'RAW_MATERIAL',
    unitMeasure: 'Kg',
    description: 'Producto de la jornada de carga',
    public: false,
    user: owner.id,
    ...fields,
  });

const PRODUCE = ['Mango Tommy', 'Queso Campesino', 'Plátano Hartón', 'Café Pergamino', 'Yuca Fresca', 'Aguacate Hass'];

/**
 * Everyone of the day, by what they do: `readers` read their lists with a live stream open; `stock`
 * owners change one product each; `pairs` of a farmer and a shop trade (the farmer's produce
 * public, the shop's own product of the same unit to receive into); `plants` run an activity
 * (plenty of input, an output to make).
 */
async function preparePeople({ base, db, counts }) {
  const [readers, owners, farmers, shops, plants] = [
    await insertAccounts(db, 'lector', 'MINORIST', counts.readers),
    await insertAccounts(db, 'inventario', 'AGRO', counts.stock),
    await insertAccounts(db, 'finca', 'AGRO', counts.pairs),
    await insertAccounts(db, 'tienda', 'MINORIST', counts.pairs),
    await insertAccounts(db, 'planta', 'ENTERPRISE', counts.plants),
  ];
  const logInAll = (accounts) => eachAtMost(8, accounts, (account) => logIn(base, account));

  const people = {
    readers: await eachAtMost(8, await logInAll(readers), async (reader, index) => {
      await product(base, reader, { name: `${PRODUCE[index % PRODUCE.length]} ${index + 1}`, amount: 50, unitCost: 1000, price: 2000 });
      return reader;
    }),
    stock: await eachAtMost(8, await logInAll(owners), async (owner, index) => {
      const own = await product(base, owner, { name: `Inventario ${index + 1}`, amount: 1000, unitCost: 1000, price: 2500, public: true });
      return { ...owner, productId: own._id };
    }),
    pairs: [],
    plants: await eachAtMost(8, await logInAll(plants), async (plant, index) => {
      const input = await product(base, plant, { name: `Leche ${index + 1}`, amount: 1_000_000, unitCost: 100, price: null });
      const output = await product(base, plant, { name: `Cuajada ${index + 1}`, type: 'FINISHED_PRODUCT', amount: 0, unitCost: 0, price: 3000 });
      const activity = await call(base, plant, 'POST', '/activities', {
        name: `Cuajado ${index + 1}`,
        description: 'Cuajado de la jornada de carga',
        estimatedDurationInHours: 1,
        inputProducts: [{ id: input._id, amount: 1 }],
        outputProducts: [{ id: output._id, amount: 1 }],
      });
      return { ...plant, activityId: activity._id, outputId: output._id };
    }),
  };
  const [farmerSessions, shopSessions] = [await logInAll(farmers), await logInAll(shops)];
  people.pairs = await eachAtMost(8, farmerSessions, async (farmer, index) => {
    const shop = shopSessions[index];
    const goods = await product(base, farmer, {
      name: `${PRODUCE[index % PRODUCE.length]} de la finca ${index + 1}`,
      amount: 1_000_000,
      unitCost: 800,
      price: 1500,
      public: true,
    });
    const shelf = await product(base, shop, { name: `Estante ${index + 1}`, amount: 0, unitCost: 0, price: 2000 });
    return { farmer: { ...farmer, productId: goods._id }, shop: { ...shop, productId: shelf._id }, price: 1500 };
  });
  return people;
}

/**
 * How many of `users` do what: 60 % browse, 20 % read their lists, 15 % keep stock; the rest trade
 * in pairs (two people each) or run activities, at least one pair and one plant.
 */
function crowd(users) {
  const browse = Math.round(users * 0.6);
  const readers = Math.round(users * 0.2);
  const stock = Math.round(users * 0.15);
  const rest = Math.max(3, users - browse - readers - stock);
  const pairs = Math.max(1, Math.floor(rest / 3));
  return { browse, readers, stock, pairs, plants: Math.max(1, rest - 2 * pairs) };
}

module.exports = { crowd, preparePeople, PRODUCE };
