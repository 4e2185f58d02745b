import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ReceivingProducts } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import type { Db } from '../../db/client';
import { products } from '../products/tables';
import { homologationOf } from './homologation';
import { landedTransport } from './landed-cost';
import { requestPolicy } from './policy';

/**
 * GET /requests/{id}/receivingProducts (docs/domain.md#receiving-goods): what the receive dialog
 * offers — the caller's visible products by name, with what tells two of the same name apart — and,
 * to the requester of a production request its outsourced run sent, which of them each output was
 * homologated with; and the transport the caller booked for the goods, whose price they will carry.
 * Either party may read it (it only holds the caller's own); 404 to anyone else.
 */
export async function listReceivingProducts(db: Db, caller: Caller, requestId: string): Promise<ReceivingProducts> {
  const request = await requestPolicy.authorize(db, caller, requestId, 'read');
  const rows = await db
    .select({
      _id: products.id,
      name: products.name,
      unitMeasure: products.unitMeasure,
      type: products.type,
      amount: products.amount,
      unitCost: products.unitCost,
    })
    .from(products)
    .where(and(eq(products.userId, caller.id), isNull(products.deletedAt)))
    .orderBy(asc(products.name), asc(products.id));
  const homologated = request.requesterId === caller.id ? await homologationOf(db, request) : new Map<string, string>();
  return {
    products: rows.map((row) => ({ ...row, amount: Number(row.amount), unitCost: Number(row.unitCost) })),
    homologated: [...homologated].map(([product, counterPart]) => ({ product, counterPart })),
    // Only the receiver's own transport adds to what the goods cost it (landed cost).
    transport: await landedTransport(db, request, caller.id),
  };
}
