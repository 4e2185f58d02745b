/**
 * How long the object URL outlives the click that started the download: some browsers (Safari,
 * older Chromes) read it after click() has returned, so freeing it at once can cancel the file.
 */
const KEEP_URL_MS = 40_000;

/** Hands a file the app holds (a downloaded Blob) to the browser to save under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
