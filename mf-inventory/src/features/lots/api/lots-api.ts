import type { TraceDirection } from '@agrocadena/contracts';
import { PAGE_SIZE } from '@agrocadena/contracts/core';
import { routes } from '@agrocadena/contracts/client';
import { api, routePageQuery, routeQuery, unwrap } from '@agrocadena/shared-ui';

/** One page of a product's lots in the order goods leave them; `includeSpent` adds those with nothing left. */
export const productLotsPageQuery = (productId: string, page: number, includeSpent: boolean) =>
  routePageQuery(routes.productLots, {
    params: { id: productId },
    query: { skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, include: includeSpent ? 'all' : 'left' },
  });

/** GET /lots/{id}: the owner's lot, all of it. The recall page's first read (pages.json) has this key. */
export const lotQuery = (lotId: string) => routeQuery(routes.lot, { params: { id: lotId } });

/** Where a lot came from or went, across users. */
export const lotTraceQuery = (lotId: string, direction: TraceDirection) =>
  routeQuery(routes.lotTrace, { params: { id: lotId }, query: { direction } });

/** Everyone who received goods from the lot. */
export const lotRecallQuery = (lotId: string) => routeQuery(routes.lotRecall, { params: { id: lotId } });

export type RecallFormat = 'csv' | 'pdf';

/** The recall list as a file, with the name the server gave it; rejects with an ApiError. */
export const downloadRecall = (lotId: string, format: RecallFormat) =>
  api.download(format === 'csv' ? routes.lotRecallCsv : routes.lotRecallPdf, { params: { id: lotId } }).then(unwrap);
