import { and, desc, eq } from 'drizzle-orm';
import { valueSum, type LandedTransport } from '@agrocadena/contracts';
import type { Db } from '../../db/client';
import { users } from '../accounts/tables';
import { splitCost, type CostedOutput } from '../executions/rules';
import { requests, type RequestRow } from './tables';

/**
 * Landed cost (docs/domain.md#landed-cost): goods a receiver had a carrier bring cost it their price
 * and the carrier's. The transport counts when the receiver booked it (it pays the carrier) and it
 * delivered them; a transport the seller booked is the seller's cost, not the buyer's.
 */
export async function landedTransport(db: Db, request: RequestRow, receiverId: string): Promise<LandedTransport | null> {
  const [transport] = await db
    .select({
      _id: requests.id,
      price: requests.agreedPrice,
      carrier: { _id: users.id, firstName: users.firstName, lastName: users.lastName, enterpriseName: users.enterpriseName },
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .where(
      and(
        eq(requests.kind, 'TRANSPORT'),
        eq(requests.linkedRequestId, request.id),
        eq(requests.requesterId, receiverId),
        eq(requests.state, 'COMPLETED'),
      ),
    )
    .orderBy(desc(requests.completedAt))
    .limit(1);
  return transport && transport.price ? { ...transport, price: transport.price } : null;
}

/** What each delivered line enters with: its share of the goods' price and of the carrier's, by relative sales value. */
export interface LandedShare {
  cost: string;
  /** The carrier's part of `cost`; null without a landed transport. */
  transportCost: string | null;
}

export function landedShares(goodsPrice: number, lines: readonly CostedOutput[], transport: LandedTransport | null): LandedShare[] {
  const goods = splitCost(String(goodsPrice), lines);
  if (!transport) return goods.map((cost) => ({ cost, transportCost: null }));
  const carried = splitCost(String(transport.price), lines);
  return goods.map((cost, i) => ({ cost: valueSum(cost, carried[i]), transportCost: carried[i] }));
}
