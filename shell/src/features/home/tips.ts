import type { UserType } from '@agrocadena/contracts';

export interface Tip {
  /** Text keys `tips.<key>.title` / `tips.<key>.text` in the shell namespace. */
  key: string;
  to: string;
}

const tip = (key: string, to: string): Tip => ({ key, to });

const createProduct = tip('createProduct', '/createProduct');
const providers = tip('providers', '/providers');
const clients = tip('clients', '/clients');
const requests = tip('requests', '/requestsOverview');
const productsCatalog = tip('productsCatalog', '/productsCatalog');
const servicesCatalog = tip('servicesCatalog', '/servicesCatalog');

/** The first steps that make sense for each link of the chain, each with its "Go" target. */
export const TIPS: Record<UserType, Tip[]> = {
  AGRO: [createProduct, providers, servicesCatalog, requests, clients],
  LOGISTIC: [
    tip('createBranchOffice', '/createBranchOffice'),
    tip('createTransportService', '/createService'),
    tip('productsInTransport', '/userProducts'),
    requests,
    clients,
  ],
  ENTERPRISE: [
    createProduct,
    tip('createActivity', '/createActivity'),
    tip('createProcess', '/createProcess'),
    tip('createProductionService', '/createService'),
    servicesCatalog,
    requests,
  ],
  REQUESTER: [productsCatalog, servicesCatalog, providers, requests],
  MINORIST: [productsCatalog, tip('inventory', '/userProducts'), providers, requests],
  SUPPLIER: [createProduct, clients, requests],
};
