import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PartyRef } from './common';
import { ProductType, UnitMeasure } from './products';

/**
 * One of the receiver's products a delivered line may go into (docs/domain.md#receiving-goods),
 * with what tells two of the same name apart: its type, the amount on hand and its unit cost (the
 * last one when the stock is at zero), pesos that may carry decimals.
 */
export const ReceivingProduct = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  unitMeasure: UnitMeasure,
  type: ProductType,
  amount: Type.Number(),
  unitCost: Type.Number(),
});
export type ReceivingProduct = Static<typeof ReceivingProduct>;

/** A delivered product and the receiver's product an outsourced run homologated it with. */
export const HomologatedProduct = Type.Object({ product: Type.String(), counterPart: Type.String() });
export type HomologatedProduct = Static<typeof HomologatedProduct>;

/**
 * The transport the receiver booked to bring a request's goods, whose agreed price the reception adds
 * to the goods' cost (landed cost, docs/domain.md#landed-cost): whole pesos.
 */
export const LandedTransport = Type.Object({ _id: Type.String(), carrier: PartyRef, price: Type.Integer() });
export type LandedTransport = Static<typeof LandedTransport>;

/**
 * GET /requests/{id}/receivingProducts: every product of the caller (by name); for a production
 * request the caller's outsourced run sent, which of them each output was homologated with; and the
 * transport whose price the goods will carry, if the caller booked one for them.
 */
export const ReceivingProducts = Type.Object({
  products: Type.Array(ReceivingProduct),
  homologated: Type.Array(HomologatedProduct),
  transport: Nullable(LandedTransport),
});
export type ReceivingProducts = Static<typeof ReceivingProducts>;
