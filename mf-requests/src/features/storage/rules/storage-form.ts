import type { Product, PublicService, RequestStorageServiceBody } from '@agrocadena/contracts';
import { goodsLines, type GoodsAmounts } from '../../goods/rules/my-goods';

/** What the storage form holds (spec §5, request storage). */
export interface StorageFormValues {
  serviceId?: string;
  amounts?: GoodsAmounts;
  startDate?: string;
  finishedDate?: string;
}

/** How a service reads in a picker: the service, who offers it and, for a storage, where it stores. */
export const serviceLabel = (service: Pick<PublicService, 'name' | 'branchOffice'>, provider: string): string =>
  [service.name, provider, service.branchOffice?.address].filter(Boolean).join(' · ');

/** The call's body, once the form has checked every field. */
export const toStorageBody = (values: Required<StorageFormValues>, products: readonly Product[]): RequestStorageServiceBody => ({
  serviceId: values.serviceId,
  products: goodsLines(products, values.amounts),
  startDate: values.startDate,
  finishedDate: values.finishedDate,
});
