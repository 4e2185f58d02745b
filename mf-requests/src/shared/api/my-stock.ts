import { routes } from '@agrocadena/contracts/client';
import { routeAllPagesQuery } from '@agrocadena/shared-ui';

/** Every product of mine with its amount and what is reserved of it: what I can store or ship. */
export const myStockQuery = (userId: string) => routeAllPagesQuery(routes.userProducts, { id: userId });
