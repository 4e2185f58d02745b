import { eq } from 'drizzle-orm';
import type { Product, ProductOwner, ProductType, UnitMeasure } from '@agrocadena/contracts';
import type { Db } from '../db/client';
import { products, users, type ProductRow } from '../db/schema';
import { fileUrl } from '../files/storage';
import { isUuid } from '../util/ids';

export const ownerColumns = { _id: users.id, firstName: users.firstName, enterpriseName: users.enterpriseName };

export interface ProductWithOwner {
  product: ProductRow;
  owner: ProductOwner;
}

export function toProduct({ product: p, owner: o }: ProductWithOwner): Product {
  return {
    _id: p.id,
    name: p.name,
    description: p.description,
    type: p.type as ProductType,
    unitMeasure: p.unitMeasure as UnitMeasure,
    price: p.price,
    amount: Number(p.amount),
    unitCost: Number(p.unitCost),
    stockValue: Number(p.stockValue),
    public: p.public,
    image: p.image ? fileUrl(p.image) : null,
    imageThumbnail: p.imageThumbnail ? fileUrl(p.imageThumbnail) : null,
    technicalDocument: p.technicalDocument ? fileUrl(p.technicalDocument) : null,
    technicalDocumentName: p.technicalDocumentName,
    user: o,
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
