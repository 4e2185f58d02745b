import { lotsRoutes as routes } from '@agrocadena/contracts';
import type { DomainRoutes } from '../../http/routes';
import type { RouteOptions } from '../../http/types';
import { attachmentDisposition } from '../../files/documents';
import { expiringLots, getLot, getRecall, getTrace, listLots } from './service';
import { recallCsv } from './recall';
import { recallPdf } from './recall-pdf';
import { regionToday } from '@agrocadena/contracts';

/** A product's lots, a lot, its trace both ways and its recall list (JSON and CSV). */
export const lotsHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.productLots, (request) => listLots(ctx.db, request.auth, request.params.id, request.query));
  r.handle(routes.expiringLots, (request) => expiringLots(ctx.db, request.auth));
  r.handle(routes.lot, (request) => getLot(ctx.db, request.auth, request.params.id));
  r.handle(routes.lotTrace, (request) => getTrace(ctx.db, request.auth, request.params.id, request.query.direction));
  r.handle(routes.lotRecall, (request) => getRecall(ctx.db, request.auth, request.params.id));
  r.handle(routes.lotRecallCsv, async (request, reply) => {
    const lines = await getRecall(ctx.db, request.auth, request.params.id);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', attachmentDisposition(`recall-${(await getLot(ctx.db, request.auth, request.params.id)).code}.csv`))
      .header('Cache-Control', 'private, no-store')
      .send(recallCsv(lines, request.lang));
  });
  r.handle(routes.lotRecallPdf, async (request, reply) => {
    const lines = await getRecall(ctx.db, request.auth, request.params.id);
    const lot = await getLot(ctx.db, request.auth, request.params.id);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentDisposition(`recall-${lot.code}.pdf`))
      .header('Cache-Control', 'private, no-store')
      .send(await recallPdf(lot, lines, request.lang, regionToday()));
  });
};
