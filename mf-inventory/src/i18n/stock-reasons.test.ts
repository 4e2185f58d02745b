import { STOCK_REASONS } from '@agrocadena/contracts/core';
import productsEs from './products.es.json';
import productsEn from './products.en.json';

// A ledger row of any reason the API writes (a request's delivery and reception included) is named in both languages.
test.each([
  ['es', productsEs],
  ['en', productsEn],
])('every stock movement reason has a label in %s', (_lang, catalogue) => {
  const labels: Record<string, string> = catalogue.products.detail.reasons;
  for (const reason of STOCK_REASONS) expect(labels[reason]).toEqual(expect.any(String));
});
