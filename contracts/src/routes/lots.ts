import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route';
import { IdParam } from '../schemas/common';
import { Lot, LotsQuery, LotTrace, RecallLine, TraceQuery } from '../schemas/lots';

const tags = ['lots'];

/**
 * Lots and their trace (docs/domain.md#lots). A product's lots and a lot's trace and recall are its
 * owner's (404 to anyone else); another user's lot reads only where it is linked to one of the
 * caller's, and then only what a recall needs.
 */
export const lotsRoutes = {
  productLots: defineRoute({
    method: 'GET',
    path: '/products/:id/lots',
    access: 'private',
    tags,
    summary: "A product's lots, in the order goods leave them (first-expiring-first, then oldest-first); with include=all the spent ones too",
    params: IdParam,
    query: LotsQuery,
    data: Lot,
    paged: true,
  }),
  expiringLots: defineRoute({
    method: 'GET',
    path: '/lots/expiring',
    access: 'private',
    tags,
    summary: "The caller's lots with something left that are past their expiry or within their product's warning days, soonest first",
    data: Type.Array(Lot),
  }),
  lot: defineRoute({
    method: 'GET',
    path: '/lots/:id',
    access: 'private',
    tags,
    summary: 'A lot: all of it to its owner; to a user whose lots it is linked to, its code, product, days and owner only',
    params: IdParam,
    data: Lot,
  }),
  lotTrace: defineRoute({
    method: 'GET',
    path: '/lots/:id/trace',
    access: 'private',
    tags,
    summary:
      'Where one of my lots came from (backward) or went (forward), across users: nodes (lots, customers) and edges (runs, requests, transports)',
    params: IdParam,
    query: TraceQuery,
    data: LotTrace,
  }),
  lotRecall: defineRoute({
    method: 'GET',
    path: '/lots/:id/recall',
    access: 'private',
    tags,
    summary: 'Everyone who received goods made or sold from one of my lots, with amounts, days and contact',
    params: IdParam,
    data: Type.Array(RecallLine),
  }),
  lotRecallCsv: defineRoute({
    method: 'GET',
    path: '/lots/:id/recall.csv',
    access: 'private',
    kind: 'file',
    tags,
    summary: 'The recall list as CSV (UTF-8, one customer line per lot received)',
    params: IdParam,
  }),
  lotRecallPdf: defineRoute({
    method: 'GET',
    path: '/lots/:id/recall.pdf',
    access: 'private',
    kind: 'file',
    tags,
    summary: 'The recall list as a printable PDF: the lot, its product and owner, and every customer with amount, day and contact',
    params: IdParam,
  }),
};
