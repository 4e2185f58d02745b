import type { HomologatedProduct, ReceivingProduct, RequestLine } from '@agrocadena/contracts';

/** Why a product of mine is preselected for a delivered line. */
export type MatchReason = 'own' | 'homologated' | 'sameName';

export interface ProductMatch {
  product: ReceivingProduct;
  reason: MatchReason;
}

/** A name with case, accents and extra blanks aside: "QUESO  Costeño " is "queso costeño" (ñ is its own letter). */
export function foldName(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('es')
    .normalize('NFD')
    .replace(/n\u0303/g, 'ñ')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The products a delivered line can go into: mine, in its unit (the API refuses another: docs/domain.md#receiving-goods). */
export const counterpartsFor = <P extends Pick<ReceivingProduct, 'unitMeasure'>>(line: RequestLine, mine: readonly P[]): P[] =>
  mine.filter((product) => product.unitMeasure === line.product.unitMeasure);

/**
 * Which of my products a delivered line goes into unless I choose another (docs/domain.md#receiving-goods),
 * among those offered (mine in its unit): the very product when it is mine (goods back from
 * storage), else the one an outsourced run homologated it with, else my only product of the same
 * name. Two of mine of that name: none — the receiver tells them apart.
 */
export function matchingProduct(
  line: RequestLine,
  mine: readonly ReceivingProduct[],
  homologated: readonly HomologatedProduct[],
): ProductMatch | undefined {
  const offered = counterpartsFor(line, mine);
  const byId = (id: string | undefined) => offered.find((product) => product._id === id);
  const own = byId(line.product._id);
  if (own) return { product: own, reason: 'own' };
  const paired = byId(homologated.find((pair) => pair.product === line.product._id)?.counterPart);
  if (paired) return { product: paired, reason: 'homologated' };
  const name = foldName(line.product.name);
  const named = offered.filter((product) => foldName(product.name) === name);
  return named.length === 1 ? { product: named[0], reason: 'sameName' } : undefined;
}
