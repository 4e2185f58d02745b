import { capabilitiesOf } from '@agrocadena/contracts/rules';
import { useSessionStore } from '@agrocadena/shared-ui';

/**
 * The signed-in user's id when its type runs production, else undefined: the production lists and
 * overviews are read only then (the API answers anyone else 403 ENTERPRISE_ONLY).
 */
export function useProductionOwnerId(): string | undefined {
  return useSessionStore((s) => (s.user && capabilitiesOf(s.user.userType).hasProduction ? s.user._id : undefined));
}
