import { REQUEST_KINDS, STOCK_REASONS } from '@agrocadena/contracts/core';
import productsEs from './products.es.json';
import productsEn from './products.en.json';

const CATALOGUES = [
  ['es', productsEs],
  ['en', productsEn],
] as const;

// A ledger row of any reason the API writes (a request's delivery and reception included) is named in both languages.
test.each(CATALOGUES)('every stock movement reason has a label in %s', (_lang, catalogue) => {
  const labels: Record<string, string> = catalogue.products.detail.reasons;
  for (const reason of STOCK_REASONS) expect(labels[reason]).toEqual(expect.any(String));
});

// A request's row names its kind and other party whichever way the goods went (docs/domain.md#stock-ledger).
test.each(CATALOGUES)('every request kind words a ledger row both ways in %s, with its party', (_lang, catalogue) => {
  const wordings: Record<string, Record<string, string>> = catalogue.products.detail.movedWith;
  for (const kind of REQUEST_KINDS) for (const direction of ['in', 'out']) expect(wordings[kind]?.[direction]).toMatch(/^\{\{reason\}\} .*<party\/>/);
});
