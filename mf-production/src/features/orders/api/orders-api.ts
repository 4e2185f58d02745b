import { routes } from '@agrocadena/contracts/client';
import { routeQuery } from '@agrocadena/shared-ui';

/** GET /productionOrders/{id}: the order, its process's activities in order and every run of it. */
export const productionOrderQuery = (orderId: string) => routeQuery(routes.getProductionOrder, { params: { id: orderId } });

/** GET /productionOrder/{id}/nextActivity: the process's activity after the order's last run (null: finished). */
export const nextActivityQuery = (orderId: string) => routeQuery(routes.nextActivity, { params: { id: orderId } });

/** GET /productionOrders/{id}/figures: what the order cost and made, and each of its runs' inputs, outputs and costs. */
export const orderFiguresQuery = (orderId: string) => routeQuery(routes.productionOrderFigures, { params: { id: orderId } });
