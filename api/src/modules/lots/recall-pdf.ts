import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';
import type { Language, Lot, LotOwner, RecallLine } from '@agrocadena/contracts';

/**
 * The recall list as a printable PDF (A4, the standard Helvetica, so nothing is embedded): the lot
 * and who owns it, then each customer with the amount, the day, the lot received and the contact —
 * what someone on the phone to each customer needs on one sheet. Days read yyyy-MM-dd, as on every
 * screen (docs/domain.md#dates).
 */

const TEXT: Record<Language, Record<string, string>> = {
  es: {
    title: 'Lista de retiro del lote {code}',
    product: 'Producto: {product}',
    owner: 'Propietario: {owner}',
    days: 'Entró el {entered}{expires}',
    expires: ', vence el {day}',
    count: '{count} entregas a clientes',
    none: 'Ningún cliente ha recibido producto de este lote.',
    line: '{day} · {amount} {unit} de {product} (lote {from}{received})',
    received: ' → {code}',
    contact: 'Tel. {phone} · {email} · {town}',
    printed: 'Generado por AgroCadena el {day}',
  },
  en: {
    title: 'Recall list of lot {code}',
    product: 'Product: {product}',
    owner: 'Owner: {owner}',
    days: 'Entered on {entered}{expires}',
    expires: ', expires on {day}',
    count: '{count} deliveries to customers',
    none: 'No customer has received goods from this lot.',
    line: '{day} · {amount} {unit} of {product} (lot {from}{received})',
    received: ' → {code}',
    contact: 'Phone {phone} · {email} · {town}',
    printed: 'Made by AgroCadena on {day}',
  },
};

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_m, key: string) => String(values[key] ?? ''));
const nameOf = (owner: LotOwner) => owner.enterpriseName ?? ([owner.firstName, owner.lastName].filter(Boolean).join(' ') || '—');
const amountText = (amount: number, lang: Language) =>
  new Intl.NumberFormat(lang === 'es' ? 'es-CO' : 'en-US', { maximumFractionDigits: 2 }).format(amount);
/** The PDF's bytes. */
export function recallPdf(lot: Lot, lines: readonly RecallLine[], lang: Language, today: string): Promise<Buffer> {
  const t = TEXT[lang];
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: fill(t.title, { code: lot.code }), Author: 'AgroCadena' } });
  const done = buffer(doc);

  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(fill(t.title, { code: lot.code }));
  doc.moveDown(0.5).font('Helvetica').fontSize(11);
  doc.text(fill(t.product, { product: lot.product.name }));
  doc.text(fill(t.owner, { owner: nameOf(lot.owner) }));
  const expires = lot.expiresOn ? fill(t.expires, { day: lot.expiresOn }) : '';
  doc.text(fill(t.days, { entered: lot.enteredOn, expires }));
  doc.moveDown();
  doc.font('Helvetica-Bold').text(lines.length ? fill(t.count, { count: lines.length }) : t.none);
  doc.moveDown(0.5);
  for (const line of lines) {
    doc.font('Helvetica-Bold').fontSize(11).text(nameOf(line.customer));
    const received = line.lot ? fill(t.received, { code: line.lot.code }) : '';
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(
        fill(t.line, {
          day: line.day,
          amount: amountText(line.amount, lang),
          unit: line.unitMeasure,
          product: line.product,
          from: line.from.code,
          received,
        }),
      );
    doc.text(fill(t.contact, { phone: line.customer.phone ?? '—', email: line.customer.email ?? '—', town: line.customer.town ?? '—' }));
    doc.moveDown(0.6);
  }
  doc
    .moveDown()
    .fontSize(8)
    .fillColor('#555555')
    .text(fill(t.printed, { day: today }));
  doc.end();
  return done;
}
