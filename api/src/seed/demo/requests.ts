import { requests } from '../../db/schema';
import type { DemoContext } from './context';

const days = (now: Date, n: number) => new Date(now.getTime() + n * 24 * 3600_000);
const address = (townId: string, text: string) => ({ town: townId, address: text });

/**
 * A few requests between the demo accounts, so unseen counters show something: AGRO has one
 * received and one sent unseen, ENTERPRISE and LOGISTIC one received each, REQUESTER one sent.
 * Product and service links arrive with the inventory and services issues.
 */
export async function seedDemoRequests(ctx: DemoContext): Promise<void> {
  const { users: u, now } = ctx;
  await ctx.tx.insert(requests).values([
    // A consumer asks the farmer for produce; not yet opened by the farmer.
    { state: 'PENDING', shown: false, requesterId: u.requester, userId: u.agro, amount: '50', proposedPrice: 150000, createdAt: days(now, -1) },
    // The shopkeeper's earlier request, already seen.
    { state: 'PENDING', shown: true, requesterId: u.minorist, userId: u.agro, amount: '20', proposedPrice: 64000, createdAt: days(now, -3) },
    // The shopkeeper orders from the dairy.
    { state: 'PENDING', shown: false, requesterId: u.minorist, userId: u.enterprise, amount: '30', proposedPrice: 270000, createdAt: days(now, -2) },
    // The dairy asks the carrier to move goods from Barranquilla to Soledad.
    {
      state: 'PENDING',
      shown: false,
      requesterId: u.enterprise,
      userId: u.logistic,
      wishDate: days(now, 4),
      originAddress: address('08001', 'Vía 40 #73-290, Barranquilla'),
      destinationAddress: address('08758', 'Calle 30 #20-45, Soledad'),
      createdAt: days(now, -1),
    },
    // The supplier proposed a price to the farmer, who has not answered yet.
    {
      state: 'PROPOSAL_SUBMITTED',
      shown: false,
      requesterId: u.agro,
      userId: u.supplier,
      amount: '10',
      proposedPrice: 480000,
      requiredDate: days(now, 10),
      createdAt: days(now, -4),
    },
    // The enterprise proposed a price to the consumer.
    {
      state: 'PROPOSAL_SUBMITTED',
      shown: false,
      requesterId: u.requester,
      userId: u.enterprise,
      amount: '12',
      proposedPrice: 96000,
      requiredDate: days(now, 7),
      createdAt: days(now, -2),
    },
  ]);
}
