import type { DeliveredLine, LotRef, ReceivingProduct, Request, RequestLine, RequestPerson } from '@agrocadena/contracts';
import { formatAmount, formatCOP } from '@agrocadena/shared-ui';
import { partyOfSide, requestActions, type RequestKind, type RequestSide, type RequestState } from '@agrocadena/contracts/core';
import { SESSION_USER, commonStubRoutes, ok, requestFixture, stubFetch, type RecordedCall, type StubRoute } from '@agrocadena/shared-ui/src/testing';

export const ME = SESSION_USER;
export const REQUESTER_USER = { ...SESSION_USER, userType: 'REQUESTER' as const };

const meAsParty: RequestPerson = { _id: ME._id, firstName: ME.firstName, lastName: ME.lastName, enterpriseName: null };
export const CARLOS: RequestPerson = { _id: 'u2', firstName: 'Carlos', lastName: 'Gómez', enterpriseName: null };
export const TIENDA: RequestPerson = { _id: 'u3', firstName: null, lastName: null, enterpriseName: 'Tienda La Esquina' };

export const MANGO = { _id: 'p-mango', name: 'Mango Tommy', unitMeasure: 'Kg' as const };
export const PANELA = { _id: 'p-panela', name: 'Panela', unitMeasure: 'Un' as const };
export const line = (product: RequestLine['product'], amount: number): RequestLine => ({ product, amount });
/** A line of goods handed over, with the lots they left. */
export const deliveredLine = (product: RequestLine['product'], amount: number, lots: LotRef[] = []): DeliveredLine => ({ product, amount, lots });

/** Products of mine to receive goods into (GET /requests/{id}/receivingProducts). */
export const MY_PRODUCTS: ReceivingProduct[] = [
  { _id: 'm-mango', name: 'Mango de la finca', unitMeasure: 'Kg', type: 'RAW_MATERIAL', amount: 12.5, unitCost: 2400 },
  { _id: 'm-limon', name: 'Limón Tahití', unitMeasure: 'Kg', type: 'RAW_MATERIAL', amount: 0, unitCost: 1800 },
  { _id: 'm-huevos', name: 'Huevos', unitMeasure: 'Un', type: 'FINISHED_PRODUCT', amount: 30, unitCost: 450 },
];

const TYPE_NAMES = {
  es: { SUPPLIE: 'Insumo', RAW_MATERIAL: 'Materia prima', FINISHED_PRODUCT: 'Producto terminado' },
  en: { SUPPLIE: 'Supply', RAW_MATERIAL: 'Raw material', FINISHED_PRODUCT: 'Finished product' },
};

/** How the receive dialog offers one of my products: what tells two of the same name apart. */
export const receivingChoice = (p: ReceivingProduct, lang: 'es' | 'en' = 'es') =>
  `${p.name} · ${TYPE_NAMES[lang][p.type]} · ${formatAmount(p.amount, lang)} ${p.unitMeasure} · ${formatCOP(p.unitCost, lang)}/${p.unitMeasure}`;

/**
 * Request n as one of its parties sees it: a product request (20 Kg of mango) by default, offering
 * what the contract's table gives that side in that state.
 */
export function request(n: number, side: RequestSide, state: RequestState, extra: Partial<Request> = {}): Request {
  const kind: RequestKind = extra.kind ?? (extra.service ? extra.service.type : 'PRODUCT');
  const other = side === 'sent' ? CARLOS : TIENDA;
  return requestFixture({
    _id: `q${n}`,
    kind,
    state,
    side,
    actions: requestActions(kind, state, partyOfSide(side)),
    requester: side === 'sent' ? meAsParty : other,
    user: side === 'sent' ? other : meAsParty,
    product: kind === 'PRODUCT' ? MANGO : null,
    products: kind === 'PRODUCT' ? [line(MANGO, 20)] : [],
    amount: kind === 'PRODUCT' ? 20 : null,
    proposedPrice: kind === 'PRODUCT' ? 90_000 : null,
    ...extra,
  });
}

/** A production service request: its outputs, no product. */
export const serviceRequest = (n: number, side: RequestSide, state: RequestState, extra: Partial<Request> = {}) =>
  request(n, side, state, {
    service: { _id: 's1', name: 'Despulpado de mango', type: 'PRODUCTION', activityId: 'a-pulping', processId: null },
    products: [line({ _id: 'p-pulpa', name: 'Pulpa de mango', unitMeasure: 'Kg' }, 60)],
    ...extra,
  });

export const listUrl = (list: string) => `/api/users/${ME._id}/${list}`;

const MOVES = [
  'acceptProductRequest',
  'proposePriceRequest',
  'cancelProposal',
  'acceptProposedPrice',
  'completeProductRequest',
  'completeServiceRequest',
  'acceptServiceRequest',
  'completeLogisticServiceRequest',
  'completeStorageServiceRequest',
  'startTransportRequest',
  'completeTransportRequest',
  'receiveProductsRequest',
  'rejectRequest',
  'cancelRequest',
];

/**
 * One page of the list at `list`, the moves (each answering with the request it names), marking
 * seen (answering `unseenLeft`), my products to receive into (and no lots of any product) and the contact
 * cards. `extra` routes come first.
 */
export function serveRequests(list: string, rows: Request[], extra: StubRoute[] = [], unseenLeft = { sent: 1, received: 0 }) {
  const answer = (call: RecordedCall) => ok(rows.find((row) => row._id === (call.body as { requestId: string }).requestId));
  return stubFetch([
    ...extra,
    { path: new RegExp(`^${listUrl(list)}\\?`), body: { ...ok(rows), totalItems: rows.length } },
    ...MOVES.map((path) => ({ method: 'POST', path: `/api/${path}`, body: answer })),
    { method: 'POST', path: '/api/markSeenRequests', body: ok(unseenLeft) },
    { path: /^\/api\/requests\/[^/]+\/receivingProducts$/, body: ok({ products: MY_PRODUCTS, homologated: [], transport: null }) },
    { path: /^\/api\/products\/[^/]+\/lots\?/, body: { ...ok([]), totalItems: 0 } },
    ...commonStubRoutes,
  ]);
}
