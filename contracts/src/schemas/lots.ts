import { Type, type Static } from '@sinclair/typebox';
import { LOT_ORIGINS, REQUEST_KINDS } from '../enums';
import { MAX_SKIP } from '../limits';
import { Nullable, OneOf, PartyRef } from './common';
import { SimpleProduct } from './products';

/** How a lot entered its owner's stock: the ledger reason of the movement that brought it in. */
export const LotOrigin = OneOf(LOT_ORIGINS);
export type LotOrigin = Static<typeof LotOrigin>;

const Day = Type.String({ format: 'date' });

/** A lot's owner as a recall needs them: the business and how to reach it. */
export const LotOwner = Type.Object({
  ...PartyRef.properties,
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  town: Nullable(Type.String()),
});
export type LotOwner = Static<typeof LotOwner>;

/**
 * A lot (docs/domain.md#lots). Its owner sees all of it; anyone else its code, product, days and
 * owner only — what a recall needs — with the amounts, cost and origin null.
 */
export const Lot = Type.Object({
  _id: Type.String(),
  code: Type.String(),
  product: SimpleProduct,
  owner: LotOwner,
  mine: Type.Boolean(),
  enteredOn: Day,
  expiresOn: Nullable(Day),
  /** Days before the expiry the owner wants to be warned (the product's setting). */
  expiryWarningDays: Type.Integer(),
  origin: Nullable(LotOrigin),
  /** What entered, what is left and what reservations hold of it (the owner's only). */
  amount: Nullable(Type.Number()),
  left: Nullable(Type.Number()),
  reserved: Nullable(Type.Number()),
  unitCost: Nullable(Type.Number()),
  /** The run or the request that brought it in (the owner's only). */
  run: Nullable(Type.Object({ _id: Type.String(), activity: Type.String() })),
  request: Nullable(Type.Object({ _id: Type.String(), kind: OneOf(REQUEST_KINDS), party: PartyRef })),
});
export type Lot = Static<typeof Lot>;

export const LotsQuery = Type.Object({
  skip: Type.Integer({ minimum: 0, maximum: MAX_SKIP, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  /** Lots with something left (default), or every lot the product ever had. */
  include: Type.Optional(OneOf(['left', 'all'] as const)),
});
export type LotsQuery = Static<typeof LotsQuery>;

export const TRACE_DIRECTIONS = ['backward', 'forward'] as const;
export const TraceQuery = Type.Object({ direction: OneOf(TRACE_DIRECTIONS) });
export type TraceQuery = Static<typeof TraceQuery>;
export type TraceDirection = (typeof TRACE_DIRECTIONS)[number];

/** A node of a trace: a lot, or a customer who received goods into no lot (a consumer, someone off the platform). */
export const TraceNode = Type.Object({
  _id: Type.String(),
  kind: OneOf(['lot', 'customer'] as const),
  lot: Nullable(Lot),
  customer: Nullable(LotOwner),
  /** Hops from the traced lot. */
  depth: Type.Integer(),
});
export type TraceNode = Static<typeof TraceNode>;

/** Goods that went from one node to the next: through a run, or a request (with the transport that carried them). */
export const TraceEdge = Type.Object({
  from: Type.String(),
  to: Type.String(),
  amount: Type.Number(),
  unitMeasure: Type.String(),
  day: Day,
  run: Nullable(Type.Object({ _id: Type.String(), activity: Type.String() })),
  request: Nullable(Type.Object({ _id: Type.String(), kind: OneOf(REQUEST_KINDS) })),
  transport: Nullable(Type.Object({ _id: Type.String(), carrier: PartyRef })),
});
export type TraceEdge = Static<typeof TraceEdge>;

/**
 * Where a lot came from (backward) or went (forward), as far as the goods go, across users. Edges
 * always point the way the goods moved. `truncated` when the trace stopped at its size limit.
 */
export const LotTrace = Type.Object({
  root: Type.String(),
  direction: OneOf(TRACE_DIRECTIONS),
  nodes: Type.Array(TraceNode),
  edges: Type.Array(TraceEdge),
  truncated: Type.Boolean(),
});
export type LotTrace = Static<typeof LotTrace>;

/** One customer a recall must reach: who received how much of which lot, and when. */
export const RecallLine = Type.Object({
  customer: LotOwner,
  lot: Nullable(Type.Object({ _id: Type.String(), code: Type.String() })),
  /** The lot of mine the goods left. */
  from: Type.Object({ _id: Type.String(), code: Type.String() }),
  product: Type.String(),
  amount: Type.Number(),
  unitMeasure: Type.String(),
  day: Day,
  request: Nullable(Type.Object({ _id: Type.String(), kind: OneOf(REQUEST_KINDS) })),
});
export type RecallLine = Static<typeof RecallLine>;
