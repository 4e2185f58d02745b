import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * What must hold after any movement of stock (docs/domain.md#lots): each product's amount is the
 * sum of what is left of its lots, and what it has reserved is what its lots' holds add up to.
 * Gives the products that break either, described.
 */
export async function stockLotBreaches(db: Db): Promise<string[]> {
  const rows = (await db.execute(sql`select p.name, p.amount::text as amount, p.reserved::text as reserved,
      coalesce(l.remaining, 0)::text as lots, coalesce(h.held, 0)::text as held
    from products p
      left join (select product_id, sum(remaining) as remaining from lots group by product_id) l on l.product_id = p.id
      left join (select lots.product_id, sum(lot_holds.amount) as held from lot_holds join lots on lots.id = lot_holds.lot_id
        group by lots.product_id) h on h.product_id = p.id
    where p.amount <> coalesce(l.remaining, 0) or p.reserved <> coalesce(h.held, 0)`)) as unknown as
    { rows: Record<string, string>[] } | Record<string, string>[];
  const breaches = Array.isArray(rows) ? rows : rows.rows;
  return breaches.map((b) => `${b.name}: amount ${b.amount} vs lots ${b.lots}, reserved ${b.reserved} vs holds ${b.held}`);
}
