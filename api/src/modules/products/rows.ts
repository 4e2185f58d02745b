import { eq } from 'drizzle-orm';
import type { Product, ProductOwner } from '@agrocadena/contracts';
import type { Db } from '../../db/client';
import { products, type ProductRow } from './tables';
import { users } from '../accounts/tables';
import { isOpenToAll, type ProductVisibility } from './rules';
import type { FileLinks } from '../../files/file-links';
import { isUuid } from '../../util/ids';

export const ownerColumns = { _id: users.id, firstName: users.firstName, enterpriseName: users.enterpriseName };

export interface ProductWithOwner {
  product: ProductRow;
  owner: ProductOwner;
}

/** A product file's URL: plain for a public product (anyone may fetch it); signed for a private one, which only its owner reads. */
export function productFileUrl(links: FileLinks, product: ProductVisibility, path: string): string {
  return isOpenToAll(product) ? links.open(path) : links.signed(path);
}

export function toProduct({ product: p, owner: o }: ProductWithOwner, links: FileLinks): Product {
  const url = (path: string | null) => (path ? productFileUrl(links, p, path) : null);
  return {
    _id: p.id,
    name: p.name,
    description: p.description,
    type: p.type,
    unitMeasure: p.unitMeasure,
    price: p.price,
    amount: Number(p.amount),
    reserved: Number(p.reserved),
    unitCost: Number(p.unitCost),
    stockValue: Number(p.stockValue),
    public: p.public,
    image: url(p.image),
    imageThumbnail: url(p.imageThumbnail),
    technicalDocument: url(p.technicalDocument),
    technicalDocumentName: p.technicalDocumentName,
    user: o,
    expiryWarningDays: p.expiryWarningDays,
    nextExpiry: p.nextExpiry,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** A product with its owner, hidden ones included (the policy judges access); `lock` takes the row lock. */
export async function findProduct(db: Db, id: string, options: { lock?: boolean } = {}): Promise<ProductWithOwner | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db
    .select({ product: products, owner: ownerColumns })
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .where(eq(products.id, id));
  const [row] = options.lock ? await query.for('update', { of: products }) : await query;
  return row;
}
