// The bench's headline table: API beside the database, the ratio first.
const int = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—');
/** Requests (or transactions) per second: whole, but to a tenth below 10 (a search at 50 connections). */
const perSecond = (n) => (Number.isFinite(n) && n < 10 ? n.toFixed(1) : int(n));
const ms = (n) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(1) : Math.round(n)} ms` : '—');
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? (a / b).toFixed(2) : '—');

/**
 * Markdown rows: work | API req/s | database alone | ratio | API p99 | database p99 | bare Node.js
 * server on the same SQL (req/s, its ratio to the database, the API's ratio to it) | note.
 */
function besideTable(rows, databaseLabel) {
  const withFloor = rows.some((row) => row.floor);
  const header = ['work', 'API req/s', `${databaseLabel}, same SQL`, 'ratio', 'API p99', `${databaseLabel} p99`];
  if (withFloor) header.push('bare Node + pg req/s', 'its ratio', 'API / bare Node');
  header.push('note');
  const lines = [`| ${header.join(' | ')} |`, `|${'---|'.repeat(header.length)}`];
  for (const { label, api, database, floor, note } of rows) {
    const cells = [label, perSecond(api.rate), perSecond(database?.rate), ratio(api.rate, database?.rate), ms(api.p99), ms(database?.p99)];
    if (withFloor) cells.push(perSecond(floor?.rate), ratio(floor?.rate, database?.rate), ratio(api.rate, floor?.rate));
    cells.push(note ?? '');
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

module.exports = { besideTable, perSecond, ratio };
