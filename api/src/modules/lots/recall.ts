import { stringify } from 'csv-stringify/sync';
import type { Language, LotOwner, LotTrace, RecallLine } from '@agrocadena/contracts';

/**
 * A recall (docs/domain.md#lots): everyone who received goods made or sold from a lot — each time
 * goods changed hands on its forward trace, the customer who got them, how much of which lot and
 * when, with the contact a recall needs.
 */
export function recallLines(trace: LotTrace): RecallLine[] {
  const nodes = new Map(trace.nodes.map((node) => [node._id, node]));
  const lines: (RecallLine & { depth: number })[] = [];
  for (const edge of trace.edges) {
    const from = nodes.get(edge.from);
    const to = nodes.get(edge.to);
    if (!from?.lot || !to) continue;
    const customer: LotOwner | null = to.kind === 'customer' ? to.customer : to.lot && to.lot.owner._id !== from.lot.owner._id ? to.lot.owner : null;
    if (!customer) continue;
    lines.push({
      customer,
      lot: to.lot ? { _id: to.lot._id, code: to.lot.code } : null,
      from: { _id: from.lot._id, code: from.lot.code },
      product: from.lot.product.name,
      amount: edge.amount,
      unitMeasure: edge.unitMeasure,
      day: edge.day,
      request: edge.request,
      depth: to.depth,
    });
  }
  // By day, and on one day the nearer hands first: the farm's buyer before the buyer's own customers.
  return lines.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.depth - b.depth)).map(({ depth: _depth, ...line }) => line);
}

const HEADERS: Record<Language, string[]> = {
  es: ['Cliente', 'Teléfono', 'Correo', 'Municipio', 'Producto', 'Lote de origen', 'Lote recibido', 'Cantidad', 'Unidad', 'Fecha'],
  en: ['Customer', 'Phone', 'Email', 'Town', 'Product', 'Lot it left', 'Lot received', 'Amount', 'Unit', 'Date'],
};

const nameOf = (owner: LotOwner) => owner.enterpriseName ?? [owner.firstName, owner.lastName].filter(Boolean).join(' ');

/** The recall list as CSV in the reader's language, one line per lot received (a spreadsheet opens it as UTF-8: it starts with a BOM). */
export function recallCsv(lines: readonly RecallLine[], lang: Language): string {
  const rows = lines.map((line) => [
    nameOf(line.customer),
    line.customer.phone ?? '',
    line.customer.email ?? '',
    line.customer.town ?? '',
    line.product,
    line.from.code,
    line.lot?.code ?? '',
    String(line.amount),
    line.unitMeasure,
    line.day,
  ]);
  return stringify([HEADERS[lang], ...rows], { bom: true });
}
