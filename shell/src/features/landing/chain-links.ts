import type { UserType } from '@agrocadena/contracts';

/** The supply chain from the first to the last link; each link is one user type. */
export const CHAIN_ORDER: UserType[] = ['SUPPLIER', 'AGRO', 'ENTERPRISE', 'LOGISTIC', 'MINORIST', 'REQUESTER'];
