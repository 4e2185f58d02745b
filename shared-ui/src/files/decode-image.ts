/**
 * Whether the browser can decode `file` as an image: a truncated photo or a text file with a PNG's
 * first bytes passes the type check but not this. The one place that needs a real browser: jsdom
 * decodes nothing, so component tests stub `createImageBitmap` (`stubImageDecoding` in testing).
 */
export async function decodesAsImage(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap === 'function') {
    try {
      (await createImageBitmap(file)).close();
      return true;
    } catch {
      return false;
    }
  }
  return decodesInImageElement(file);
}

/** Browsers without createImageBitmap (older Safari): an Image element over an object URL. */
function decodesInImageElement(file: Blob): Promise<boolean> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  return new Promise<boolean>((resolve) => {
    image.onload = () => resolve(image.naturalWidth > 0);
    image.onerror = () => resolve(false);
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}
