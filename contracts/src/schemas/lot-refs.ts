import { Type, type Static } from '@sinclair/typebox';
import { LOT_CODE_MAX, LOT_CODE_PATTERN } from '../lots';

// What the stock writes and the ledger say of lots (docs/domain.md#lots), apart from the lots' own
// schemas so that the product and request schemas can name them.

/** A lot code the owner types (the supplier's own), or none for a made one. */
export const LotCodeInput = Type.String({ minLength: 1, maxLength: LOT_CODE_MAX, pattern: LOT_CODE_PATTERN });

/** The person's own pick of lots for an outgoing amount: which lot, how much of it. */
export const LotChoice = Type.Object({ lot: Type.String({ minLength: 1 }), amount: Type.Number({ minimum: 0 }) });
export type LotChoice = Static<typeof LotChoice>;

/** On the writes that take stock out: the person's pick (else first-expiring-first) and the confirmation that expired lots may go. */
export const LotPick = {
  lots: Type.Optional(Type.Array(LotChoice, { maxItems: 50 })),
  takeExpired: Type.Optional(Type.Boolean()),
};

/** A lot as a ledger row or a request's goods name it. */
export const LotRef = Type.Object({ _id: Type.String(), code: Type.String(), amount: Type.Number(), expired: Type.Boolean() });
export type LotRef = Static<typeof LotRef>;

/** What a 409 LOT_EXPIRED carries: the expired lots the goods would leave, to confirm with `takeExpired`. */
export const LotExpiredConflict = Type.Object({
  lots: Type.Array(Type.Object({ _id: Type.String(), code: Type.String(), expiresOn: Type.Union([Type.String({ format: 'date' }), Type.Null()]) })),
});
export type LotExpiredConflict = Static<typeof LotExpiredConflict>;
