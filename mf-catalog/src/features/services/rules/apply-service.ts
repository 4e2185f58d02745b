import type { PublicService } from '@agrocadena/contracts';
import { isWholeAmount } from '../../offers/rules/whole-amount';

/**
 * The services one applies for from the catalogue: production and logistic ones in a dialog, a
 * storage on its own page (/requestStorage, mf-requests); a transport's form comes next.
 */
export type ServiceApplication = 'PRODUCTION' | 'LOGISTIC' | 'STORAGE';

export function serviceApplication(service: Pick<PublicService, 'type'>): ServiceApplication | null {
  return service.type === 'TRANSPORT' ? null : service.type;
}

/** The page where a storage service is asked for, with the service chosen. */
export const storageRequestPath = (service: Pick<PublicService, '_id'>) => `/requestStorage?serviceId=${encodeURIComponent(service._id)}`;

export const isOwnService = (service: Pick<PublicService, 'user'>, userId: string | null) => userId !== null && service.user._id === userId;

/** The outputs asked for: each whole amount above zero, in the service's order (spec §5: at least one). */
export function productionLines(outputs: PublicService['outputProducts'], amounts: Record<string, unknown> | undefined) {
  return outputs.flatMap((output) => {
    const amount = amounts?.[output._id];
    return isWholeAmount(amount) ? [{ id: output._id, amount }] : [];
  });
}
