import type { Product, RequestStorageServiceBody } from '@agrocadena/contracts';
import { goodsLines, type GoodsAmounts } from '../../../shared/rules/my-goods';

/** What the storage form holds (docs/domain.md#storage-requests). */
export interface StorageFormValues {
  serviceId?: string;
  amounts?: GoodsAmounts;
  startDate?: string;
  finishedDate?: string;
}

/** The call's body, once the form has checked every field. */
export const toStorageBody = (values: StorageFormValues, products: readonly Product[]): RequestStorageServiceBody => ({
  serviceId: values.serviceId as string,
  products: goodsLines(products, values.amounts),
  startDate: values.startDate as string,
  finishedDate: values.finishedDate as string,
});
