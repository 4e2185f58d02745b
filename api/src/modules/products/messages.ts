import type { ProductErrorCode, SUCCESS_CODES } from '@agrocadena/contracts';
import type { Catalogue } from '../../i18n/messages/catalogue';

/** Typed against the domain's codes: a code without its translation does not compile. */
export const productsMessages: Catalogue<ProductErrorCode | (typeof SUCCESS_CODES)['products'][number]> = {
  STOCK_CHANGED: {
    es: 'El inventario de este producto cambió mientras usted lo editaba (ahora hay {amount}). Revise la cantidad y vuelva a intentarlo.',
    en: 'The stock of this product changed while you were editing it (now {amount}). Check the amount and try again.',
  },
  LOGISTIC_NO_PRODUCTS: {
    es: 'Las empresas de transporte no registran ni modifican productos propios.',
    en: 'Carriers do not register or change products of their own.',
  },
  PRODUCT_CREATED: { es: 'Producto creado exitosamente.', en: 'Product created successfully.' },
  PRODUCT_UPDATED: { es: 'Producto actualizado.', en: 'Product updated.' },
  PRODUCT_DELETED: { es: 'Producto eliminado.', en: 'Product deleted.' },
  PRODUCT_RETIRED: { es: 'Producto retirado.', en: 'Product retired.' },
  STOCK_UPDATED: { es: 'Inventario actualizado.', en: 'Stock updated.' },
};
