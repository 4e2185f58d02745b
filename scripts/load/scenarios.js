// What each kind of person does all day, as autocannon request sequences: one autocannon per
// person (one connection, at most one request a second, started at a moment of its own so that
// people do not click in step), looping over its sequence until the day ends. A step's answer
// sets what the next sends (the stock it read, the request it asked for), so every write is one a
// person could make.
const autocannon = require('autocannon');
const { amountSum, amountTimesPrice } = require('@agrocadena/contracts');
const { PRODUCE } = require('./people');

const json = (value) => JSON.stringify(value);
const data = (body) => JSON.parse(body).data;

/** GET `path` as `who` (signed in or not). */
const read = (op, who, path) => ({
  op,
  method: 'GET',
  setupRequest: (request) => ({ ...request, path: `/api${path()}`, headers: headersOf(who) }),
});

/** POST or PUT `body()` to `path` as `who`; `answered(data, sentAt)` hears a 2xx answer's data. */
function write(op, who, method, path, body, { answered } = {}) {
  let sentAt = 0;
  return {
    op,
    method,
    setupRequest: (request) => {
      sentAt = Date.now();
      return { ...request, path: `/api${path()}`, headers: { ...headersOf(who), 'content-type': 'application/json' }, body: json(body()) };
    },
    onResponse: (status, responseBody) => {
      if (status < 300) answered?.(data(responseBody), sentAt);
    },
  };
}

const headersOf = (who) => ({ 'x-forwarded-for': who.address, ...(who.token ? { authorization: who.token } : {}) });

/** Someone browsing and searching the catalogues, not signed in. */
function browsing(visitor, index) {
  const term = () => PRODUCE[Math.floor(Math.random() * PRODUCE.length)].split(' ')[0].toLowerCase();
  return [
    read('catalogue, first page', visitor, () => '/publicProducts?skip=0&limit=12'),
    read('catalogue searched', visitor, () => `/publicProducts?name=${encodeURIComponent(term())}&skip=0&limit=12`),
    read('services catalogue', visitor, () => '/publicServices?skip=0&limit=12'),
    read('catalogue, second page', visitor, () => '/publicProducts?skip=12&limit=12'),
    read('towns of a department', visitor, () => `/departments/${[8, 5, 11][index % 3]}/towns`),
  ];
}

/** Someone with the app open on their lists (and a live stream, opened beside: live.js). */
function readingLists(reader) {
  return [
    read('my products', reader, () => `/users/${reader.id}/products?skip=0&limit=12`),
    read('my requests overview', reader, () => `/users/${reader.id}/requestsOverview`),
    read('requests made to me', reader, () => `/users/${reader.id}/requestsMadeToMe?skip=0&limit=12`),
  ];
}

/** An owner counting their stock: reads the product, sets the new total from what it read, edits the product. */
function keepingStock(owner) {
  const state = { amount: 0, turn: 0 };
  // One in, one out: the stock stays near where it began, and every change goes through the ledger.
  const change = () => {
    const adding = state.turn % 2 === 0;
    return {
      product: owner.productId,
      previousAmount: state.amount,
      amount: Number(amountSum(state.amount, adding ? 1 : -1)),
      ...(adding ? { cost: 1000 } : {}),
    };
  };
  return [
    {
      ...read('my product', owner, () => `/products/${owner.productId}`),
      onResponse: (status, body) => {
        if (status < 300) state.amount = data(body).amount;
      },
    },
    write('stock change', owner, 'POST', () => '/stock', change, { answered: () => (state.turn += 1) }),
    write(
      'product edit',
      owner,
      'PUT',
      () => `/products/${owner.productId}`,
      () => ({
        type: 'RAW_MATERIAL',
        name: `Inventario de ${owner.email.split('@')[0]}`,
        price: 2500 + (state.turn % 10) * 10,
        description: `Contado ${state.turn} veces`,
        public: true,
      }),
    ),
  ];
}

/**
 * A farmer and a shop trading, whole lifecycles one after the other: the shop asks for 1 Kg, the
 * farmer accepts and hands it over, the shop receives it onto its shelf product. Each write is one
 * the other party hears live: once it is done, `expect(listenerId, sentAt)` is told who should hear
 * it and when it was sent.
 */
function trading({ farmer, shop, price }, expect) {
  const state = { requestId: null };
  const telling = (listener) => (_data, sentAt) => expect(listener.id, sentAt);
  return [
    write(
      'ask for a product',
      shop,
      'POST',
      () => '/requestProduct',
      () => ({ productId: farmer.productId, amount: 1, proposedPrice: amountTimesPrice(1, price) }),
      {
        answered: (request, sentAt) => {
          state.requestId = request._id;
          expect(farmer.id, sentAt);
        },
      },
    ),
    write(
      'accept a request',
      farmer,
      'POST',
      () => '/acceptProductRequest',
      () => ({ requestId: state.requestId, amountAccepted: 1 }),
      {
        answered: telling(shop),
      },
    ),
    write(
      'hand over',
      farmer,
      'POST',
      () => '/completeProductRequest',
      () => ({ requestId: state.requestId }),
      { answered: telling(shop) },
    ),
    write(
      'receive',
      shop,
      'POST',
      () => '/receiveProductsRequest',
      () => ({ requestId: state.requestId, productsToReceive: [{ product: farmer.productId, counterPart: shop.productId }] }),
      { answered: telling(farmer) },
    ),
  ];
}

/** A plant running its activity: starts a run now, completes it at its running cost. */
function running(plant) {
  const state = { runId: null, cost: 0 };
  return [
    write(
      'start a run',
      plant,
      'POST',
      () => '/executeActivity',
      () => ({ activityId: plant.activityId, userId: plant.id, expectedOutputProducts: [{ id: plant.outputId, amount: 1 }] }),
      { answered: (run) => Object.assign(state, { runId: run._id, cost: run.runningCost }) },
    ),
    write(
      'complete a run',
      plant,
      'POST',
      () => '/completeActivity',
      () => ({
        executedActivityId: state.runId,
        completedProducts: [{ product: plant.outputId, amount: 1 }],
        finalCost: state.cost,
      }),
    ),
  ];
}

/**
 * Runs `sequence` for one person of `kind` until `endsAt`, from `startsAt`, at most `pace` requests
 * a second (autocannon's connectionRate: whole requests per second): every answer is told to
 * `heard(op, method, status, ms)`, every failed connection or unanswered request to `failed(kind, reason)`.
 */
function person({ base, kind, sequence, startsAt, endsAt, pace = 1, heard, failed }) {
  return new Promise((resolve) => {
    setTimeout(
      () => {
        const instance = autocannon(
          {
            url: base,
            connections: 1,
            connectionRate: pace,
            duration: Math.max(1, (endsAt - Date.now()) / 1000),
            timeout: 30,
            requests: sequence,
          },
          (error) => {
            if (error) failed(kind, error.message);
            resolve();
          },
        );
        instance.on('response', (client, status, _bytes, ms) => {
          const { op, method } = client.requestIterator.currentRequest;
          heard(op, method, status, ms);
        });
        instance.on('reqError', (error) => failed(kind, error.code ?? error.message));
      },
      Math.max(0, startsAt - Date.now()),
    );
  });
}

module.exports = { browsing, readingLists, keepingStock, trading, running, person };
