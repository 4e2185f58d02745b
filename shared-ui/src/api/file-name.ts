/**
 * The file name a Content-Disposition header gives (`attachment; filename="recall.csv";
 * filename*=UTF-8''recall%20%C3%B1.csv`): the UTF-8 `filename*` when there is one, since the plain
 * `filename` is the server's ASCII stand-in for it; null when the header names none.
 */
export function fileNameOf(disposition: string | null | undefined): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      const name = decodeURIComponent(extended[2].trim());
      if (name) return name;
    } catch {
      // A malformed escape: the plain name below still serves.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(disposition);
  const name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]) : '';
  return name ? name : null;
}
