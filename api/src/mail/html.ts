/** Text as it may sit inside an HTML mail's markup or attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const SIGNATURE = '— AgroCadena';

/** Every mail's plain text: its parts a blank line apart, then the signature. */
export const mailText = (parts: string[]): string => [...parts, SIGNATURE].join('\n\n');

/** Every mail's HTML: its paragraphs (markup, already escaped), then the signature. */
export const mailHtml = (paragraphs: string[]): string =>
  [
    '<!doctype html>',
    '<html><body style="font-family:sans-serif">',
    ...[...paragraphs, escapeHtml(SIGNATURE)].map((paragraph) => `<p>${paragraph}</p>`),
    '</body></html>',
  ].join('\n');
