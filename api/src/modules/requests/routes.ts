import {
  REQUEST_LIST_GROUPS,
  REQUEST_LIST_ROUTES,
  REQUEST_SIDES,
  receptionRoutes,
  requestNotesRoutes,
  requestsRoutes as routes,
} from '@agrocadena/contracts';
import type { DomainRoutes } from '../../http/routes';
import type { RouteOptions } from '../../http/types';
import { getRequest, listRequests, requestsOverview, transportsUnderWay } from './rows';
import * as serviceMoves from './service-requests';
import * as requests from './service';
import { addNote, listNotes, markNotesRead } from './notes';
import { listReceivingProducts } from './receiving-products';
import { recordPayment, undoPayment } from './payments';

/** Requests between users (modules/requests/service.ts): asking, the moves of the table, the lists. */
export const requestsHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.requestProduct, async (request) => requests.requestProduct(ctx.db, request.auth, request.body, await ctx.fileLinks()));
  r.handle(routes.createServiceRequest, async (request) => requests.createServiceRequest(ctx.db, request.auth, request.body, await ctx.fileLinks()));
  r.handle(routes.requestLogisticService, async (request) =>
    requests.requestLogisticService(ctx.db, request.auth, request.body, await ctx.fileLinks()),
  );
  r.handle(routes.requestStorageService, async (request) =>
    requests.requestStorageService(ctx.db, request.auth, request.body, await ctx.fileLinks()),
  );
  r.handle(routes.requestTransportService, async (request) =>
    requests.requestTransportService(ctx.db, request.auth, request.body, await ctx.fileLinks()),
  );
  r.handle(routes.acceptProductRequest, (request) => requests.acceptProductRequest(ctx.db, request.auth, request.body));
  r.handle(routes.proposePriceRequest, (request) => requests.proposePriceRequest(ctx.db, request.auth, request.body));
  r.handle(routes.cancelProposal, (request) => requests.cancelProposal(ctx.db, request.auth, request.body));
  r.handle(routes.acceptProposedPrice, (request) => requests.acceptProposedPrice(ctx.db, request.auth, request.body));
  r.handle(routes.completeProductRequest, (request) => requests.completeProductRequest(ctx.db, request.auth, request.body));
  r.handle(routes.acceptServiceRequest, (request) => serviceMoves.acceptServiceRequest(ctx.db, request.auth, request.body));
  r.handle(routes.updateRequestState, (request) => serviceMoves.updateRequestState(ctx.db, request.auth, request.body));
  r.handle(routes.completeServiceRequest, (request) => serviceMoves.completeServiceRequest(ctx.db, request.auth, request.body));
  r.handle(routes.completeLogisticServiceRequest, (request) => serviceMoves.completeLogisticServiceRequest(ctx.db, request.auth, request.body));
  r.handle(routes.completeStorageServiceRequest, (request) => serviceMoves.completeStorageServiceRequest(ctx.db, request.auth, request.body));
  r.handle(routes.startTransportRequest, (request) => serviceMoves.startTransportRequest(ctx.db, request.auth, request.body));
  r.handle(routes.completeTransportRequest, (request) => serviceMoves.completeTransportRequest(ctx.db, request.auth, request.body));
  r.handle(routes.receiveProductsRequest, (request) => requests.receiveProductsRequest(ctx.db, request.auth, request.body));
  r.handle(routes.rejectRequest, (request) => requests.rejectRequest(ctx.db, request.auth, request.body));
  r.handle(routes.cancelRequest, (request) => requests.cancelRequest(ctx.db, request.auth, request.body));
  r.handle(routes.markSeenRequests, (request) => requests.markSeenRequests(ctx.db, request.auth, request.body));
  r.handle(routes.getRequest, (request) => getRequest(ctx.db, request.auth, request.params.id));
  r.handle(routes.transportsUnderWay, (request) => transportsUnderWay(ctx.db, request.auth, request.params.id));
  r.handle(routes.requestsOverview, (request) => requestsOverview(ctx.db, request.auth, request.params.id));
  r.handle(requestNotesRoutes.requestNotes, (request) => listNotes(ctx.db, request.auth, request.params.id));
  r.handle(requestNotesRoutes.addRequestNote, (request) => addNote(ctx.db, request.auth, request.params.id, request.body));
  r.handle(requestNotesRoutes.markNotesRead, (request) => markNotesRead(ctx.db, request.auth, request.params.id));
  r.handle(routes.recordPayment, (request) => recordPayment(ctx.db, request.auth, request.params.id, request.body));
  r.handle(routes.undoPayment, (request) => undoPayment(ctx.db, request.auth, request.params.id));
  r.handle(receptionRoutes.receivingProducts, (request) => listReceivingProducts(ctx.db, request.auth, request.params.id));
  for (const side of REQUEST_SIDES)
    for (const group of REQUEST_LIST_GROUPS)
      r.handle(REQUEST_LIST_ROUTES[side][group], (request) => listRequests(ctx.db, request.auth, request.params.id, side, group, request.query));
};
