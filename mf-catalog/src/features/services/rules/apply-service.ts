import type { PublicService } from '@agrocadena/contracts';
import { isRequestAmount } from '../../../shared/rules/request-amount';

/**
 * The services one applies for from the catalogue: production and logistic ones in a dialog, a
 * storage or a transport on its own page (/requestStorage, /requestTransport, mf-requests).
 */
const REQUEST_PAGES: Partial<Record<PublicService['type'], string>> = { STORAGE: '/requestStorage', TRANSPORT: '/requestTransport' };

/** The page where a storage or a transport is asked for, with the service chosen; null: a dialog of the catalogue. */
export function servicePagePath(service: Pick<PublicService, '_id' | 'type'>): string | null {
  const page = REQUEST_PAGES[service.type];
  return page ? `${page}?serviceId=${encodeURIComponent(service._id)}` : null;
}

export const isOwnService = (service: Pick<PublicService, 'user'>, userId: string | null) => userId !== null && service.user._id === userId;

/** The outputs asked for: each amount above zero in its unit (hundredths, or whole units), in the service's order (at least one: docs/domain.md#catalogues). */
export function productionLines(outputs: PublicService['outputProducts'], amounts: Record<string, unknown> | undefined) {
  return outputs.flatMap((output) => {
    const amount = amounts?.[output._id];
    return isRequestAmount(amount, output.unitMeasure) ? [{ id: output._id, amount }] : [];
  });
}
