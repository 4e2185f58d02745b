import { useNewRequest } from '../../../shared/hooks/use-new-request';
import { requestProduct } from '../api/products-catalog-api';

/** POST /requestProduct */
export const useRequestProduct = () => useNewRequest(requestProduct);
