import type { ProductOwner } from '@agrocadena/contracts';

/** Who offers it, as a card names them: the enterprise's name, else the person's first name. */
export const providerName = (owner: ProductOwner): string => owner.enterpriseName?.trim() || owner.firstName?.trim() || '';
