import { and, eq, inArray, isNull } from 'drizzle-orm';
import { capabilitiesOf, type ReceivedLine } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import type { Db } from '../../db/client';
import { products, type ProductRow } from '../products/tables';
import { type RequestLineRow, type RequestRow } from './tables';
import { landedShares, landedTransport, type LandedShare } from './landed-cost';
import { planReception, type Reception } from './rules';
import { AppError } from '../../errors';
import { handOverFreeStock, handOverReservedStock, receiveStock, type ValuedLine } from '../stock/service';
import { lotsLeftFor, type LotPickInput } from '../stock/lot-ledger';

/**
 * What moving a request's goods does to stock (docs/domain.md#stock-effects): they leave the
 * provider when it hands them over, and enter the receiver when it receives them — nothing is
 * created or lost on the way; the ledger rows on both sides point at the request.
 */

/**
 * The provider's goods set aside for a request leave its stock at their average cost, their
 * reservation released — handed over by the provider, or picked up by a transport: a product
 * request's accepted amount, or a production service's outputs.
 */
export function handOverGoods(tx: Db, request: RequestRow, lines: RequestLineRow[], pick?: LotPickInput): Promise<RequestLineRow[]> {
  return handOverReservedStock(tx, lines, { userId: request.userId, requestId: request.id, pick });
}

/**
 * A storage starts, or a transport of the requester's own goods: each line leaves the requester's
 * stock at its average cost (ledger `reason`), 409 GOODS_UNAVAILABLE when what is free of it no
 * longer covers the line, 409 OWNER_LOT_EXPIRED when only expired lots would (docs/domain.md#lots).
 * The lines keep what the goods were worth (what stored goods come back with).
 */
export function takeRequesterGoods(tx: Db, request: RequestRow, reason: 'storage' | 'delivery'): Promise<RequestLineRow[]> {
  // The owner's own request moves them: its ledger stays the owner's.
  return handOverFreeStock(
    tx,
    request.products,
    { userId: request.requesterId, reason, reference: request.id },
    ([first]) => new AppError('GOODS_UNAVAILABLE', { params: { product: first.product?.name ?? first.line.product } }),
    // The storage keeper or the carrier starts it, not the owner: no expired lot goes.
    { freshOnly: true },
  );
}

/**
 * The receiver's product for one line: its counterpart, or a new one like the delivered product —
 * private until its owner publishes it from the inventory (docs/domain.md#receiving-goods).
 */
async function receivingProduct(tx: Db, caller: Caller, reception: Reception, delivered: ProductRow): Promise<string> {
  if (reception.into === 'counterPart') return reception.counterPart;
  const [created] = await tx
    .insert(products)
    .values({
      userId: caller.id,
      name: delivered.name,
      description: delivered.description,
      type: delivered.type,
      unitMeasure: delivered.unitMeasure,
      price: reception.price,
      public: false,
    })
    .returning({ id: products.id });
  return created.id;
}

/**
 * Each delivered line enters the receiver's counterpart or a new product, at its share of the
 * agreed price (by relative sales value, as a run's outputs share its cost), plus its share of the
 * carrier's price when the receiver booked the transport that brought it (landed cost) — or, coming back from
 * storage or sent to a client by its supplier with a carrier, at the value it left with (the
 * service's price is the carrier's, not the goods').
 */
export async function receiveGoods(tx: Db, caller: Caller, request: RequestRow, lines: ReceivedLine[]): Promise<void> {
  const deliveredIds = request.deliveredProducts.map((line) => line.product);
  const counterParts = lines.flatMap((line) => (line.counterPart ? [line.counterPart] : []));
  const sources = new Map((await tx.select().from(products).where(inArray(products.id, deliveredIds))).map((row) => [row.id, row]));
  const own = counterParts.length
    ? await tx
        .select({ id: products.id, unitMeasure: products.unitMeasure })
        .from(products)
        .where(
          and(
            inArray(
              products.id,
              counterParts.filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
            ),
            eq(products.userId, caller.id),
            isNull(products.deletedAt),
          ),
        )
    : [];
  const units = new Map(own.map((row) => [row.id, row.unitMeasure]));
  const delivered = request.deliveredProducts.map((line) => ({ ...line, unitMeasure: sources.get(line.product)?.unitMeasure ?? '' }));
  const plan = planReception(delivered, lines, !capabilitiesOf(caller.userType).sellsGoods, (id) => units.get(id));

  const fromStorage = request.kind === 'STORAGE';
  // A delivery with a price to collect is bought at that price; without one, it keeps its value.
  const atValueLeft = fromStorage || (request.kind === 'DELIVERY' && request.agreedPrice === null);
  const shares: LandedShare[] = atValueLeft
    ? request.deliveredProducts.map((line) => ({ cost: line.cost ?? '0', transportCost: null }))
    : landedShares(
        request.agreedPrice ?? 0,
        delivered.map((line) => ({ product: line.product, amount: line.amount, price: sources.get(line.product)?.price ?? null })),
        await landedTransport(tx, request, caller.id),
      );
  // The sender's lots the goods left: handed over for this request, sent by the transport a
  // delivery travelled with, or put into this storage.
  const sourceReference = request.kind === 'DELIVERY' ? (request.linkedRequestId as string) : request.id;
  const sourceReason = fromStorage ? 'storage' : 'delivery';
  const received: ValuedLine[] = [];
  for (const reception of plan) {
    const source = sources.get(reception.line.product) as ProductRow;
    const share = shares[delivered.findIndex((line) => line.product === reception.line.product)];
    received.push({
      product: await receivingProduct(tx, caller, reception, source),
      amount: reception.line.amount,
      cost: share.cost,
      ...(share.transportCost !== null ? { transportCost: share.transportCost } : {}),
      sources: await lotsLeftFor(tx, sourceReference, [sourceReason], reception.line.product),
    });
  }
  await receiveStock(tx, received, {
    userId: caller.id,
    reason: fromStorage ? 'storageReturn' : 'reception',
    reference: request.id,
    costField: 'agreedPrice',
  });
}
