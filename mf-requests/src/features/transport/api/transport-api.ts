import type { RequestTransportServiceBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, routeAllPagesQuery, routeQuery, unwrap } from '@agrocadena/shared-ui';

/** My clients: whom I can send goods to as a registered recipient. */
export const myClientsQuery = (userId: string) => routeAllPagesQuery(routes.userClients, { id: userId });

/** The accepted purchase a transport carries the goods of. */
export const linkedRequestQuery = (requestId: string) => routeQuery(routes.getRequest, { params: { id: requestId } });

export const requestTransportService = (body: RequestTransportServiceBody) => api.call(routes.requestTransportService, { body }).then(unwrap);
