import type { SimpleProduct } from '@agrocadena/contracts';
import { usePickerRows } from '../../../shared/hooks/use-picker-rows';
import { myProductsQuery } from '../api/activities-api';

/** The products an activity can use: mine, by name. */
export function useMyProducts(userId: string | undefined) {
  const { rows: products, ...state } = usePickerRows<SimpleProduct>(myProductsQuery(userId ?? ''), Boolean(userId));
  return { ...state, products };
}
