import type { PublicService } from '@agrocadena/contracts';
import { isWholeAmount } from '../../offers/rules/whole-amount';

/** The services one applies for from the catalogue; a transport or a storage is asked for with its own form (next issue). */
export type ServiceApplication = 'PRODUCTION' | 'LOGISTIC';

export function serviceApplication(service: Pick<PublicService, 'type'>): ServiceApplication | null {
  return service.type === 'PRODUCTION' || service.type === 'LOGISTIC' ? service.type : null;
}

export const isOwnService = (service: Pick<PublicService, 'user'>, userId: string | null) => userId !== null && service.user._id === userId;

/** The outputs asked for: each whole amount above zero, in the service's order (spec §5: at least one). */
export function productionLines(outputs: PublicService['outputProducts'], amounts: Record<string, unknown> | undefined) {
  return outputs.flatMap((output) => {
    const amount = amounts?.[output._id];
    return isWholeAmount(amount) ? [{ id: output._id, amount }] : [];
  });
}
