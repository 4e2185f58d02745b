import { useNewRequest } from '../../../shared/hooks/use-new-request';
import { requestLogisticService, requestProductionService } from '../api/services-catalog-api';

/** POST /createServiceRequest */
export const useRequestProductionService = () => useNewRequest(requestProductionService);
/** POST /requestLogisticService */
export const useRequestLogisticService = () => useNewRequest(requestLogisticService);
