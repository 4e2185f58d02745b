// The bench's headline table: API beside the database, the ratio first.
const int = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—');
const ms = (n) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(1) : Math.round(n)} ms` : '—');
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? (a / b).toFixed(2) : '—');

/** Markdown rows: work | API req/s | database alone | ratio | API p99 | database p99 | note. */
function besideTable(rows, databaseLabel) {
  const lines = [
    `| work | API req/s | ${databaseLabel}, same SQL | ratio | API p99 | ${databaseLabel} p99 | note |`,
    '|---|---|---|---|---|---|---|',
  ];
  for (const { label, api, database, note } of rows) {
    lines.push(
      `| ${label} | ${int(api.rate)} | ${int(database?.rate)} | ${ratio(api.rate, database?.rate)} | ${ms(api.p99)} | ${ms(database?.p99)} | ${note ?? ''} |`,
    );
  }
  return lines.join('\n');
}

module.exports = { besideTable, ratio };
