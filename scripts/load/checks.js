// What must hold once the day is over, read from the database itself (docs/domain.md): every
// product's stock is the sum of its ledger; every product request of the day is in a state its
// lifecycle allows, with exactly the ledger rows that state implies (the delivery once handed over,
// the reception once received) and the farmer's reservation equal to what is accepted and not yet
// handed over; every run is running or completed, with its consumption and, once completed, its
// production in the ledger. Each check names what broke it (at most a few rows).

const CHECKS = [
  {
    name: 'stock equals its ledger',
    sql: `select p.name, p.amount::text, coalesce(sum(m.delta), 0)::text as ledger
          from products p left join stock_movements m on m.product_id = p.id
          group by p.id having p.amount <> coalesce(sum(m.delta), 0)`,
  },
  {
    name: 'product requests in a state of their lifecycle',
    sql: `select r.id, r.state from requests r join users u on u.id = r.requester_id
          where u.email like '%@load.agrocadena.co' and (r.kind <> 'PRODUCT'
            or r.state not in ('PENDING', 'ACCEPTED', 'SIMPLE_PENDING_RECEPTION', 'COMPLETED'))`,
  },
  {
    name: 'product requests with the ledger rows their state implies',
    sql: `select r.id, r.state, count(*) filter (where m.reason = 'delivery') as deliveries,
                 count(*) filter (where m.reason = 'reception') as receptions
          from requests r join users u on u.id = r.requester_id
          left join stock_movements m on m.reference = r.id::text
          where u.email like '%@load.agrocadena.co' and r.kind = 'PRODUCT'
          group by r.id
          having count(*) filter (where m.reason = 'delivery') <> (case when r.state in ('SIMPLE_PENDING_RECEPTION', 'COMPLETED') then 1 else 0 end)
              or count(*) filter (where m.reason = 'reception') <> (case when r.state = 'COMPLETED' then 1 else 0 end)`,
  },
  {
    name: "the farmers' reservations are what they accepted and have not handed over",
    sql: `select p.name, p.reserved::text, coalesce(sum(r.amount_accepted) filter (where r.state = 'ACCEPTED'), 0)::text as accepted
          from products p join users u on u.id = p.user_id
          left join requests r on r.product_id = p.id
          where u.email like 'finca%@load.agrocadena.co'
          group by p.id having p.reserved <> coalesce(sum(r.amount_accepted) filter (where r.state = 'ACCEPTED'), 0)`,
  },
  {
    name: 'runs running or completed, with their ledger rows',
    sql: `select e.id, e.status, count(*) filter (where m.reason = 'consumption') as consumed,
                 count(*) filter (where m.reason = 'production') as produced
          from executed_activities e join users u on u.id = e.user_id
          left join stock_movements m on m.reference = e.id::text
          where u.email like '%@load.agrocadena.co'
          group by e.id
          having e.status not in ('IN_PROGRESS', 'COMPLETED')
              or count(*) filter (where m.reason = 'consumption') <> 1
              or count(*) filter (where m.reason = 'production') <> (case when e.status = 'COMPLETED' then 1 else 0 end)`,
  },
];

/** Each check with the rows that break it (none: it holds), and what the day left behind. */
async function checkTheDay(db) {
  const results = [];
  for (const { name, sql } of CHECKS) {
    const { rows } = await db.query(`${sql} limit 5`);
    results.push({ name, holds: rows.length === 0, breaking: rows });
  }
  const { rows } = await db.query(
    `select (select count(*) from requests r join users u on u.id = r.requester_id where u.email like '%@load.agrocadena.co')::int as requests,
            (select count(*) from executed_activities e join users u on u.id = e.user_id where u.email like '%@load.agrocadena.co')::int as runs,
            (select count(*) from stock_movements)::int as "ledgerRows"`,
  );
  return { checks: results, made: rows[0] };
}

module.exports = { checkTheDay };
