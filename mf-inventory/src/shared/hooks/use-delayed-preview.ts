import { useEffect, useState } from 'react';

/** A chosen image's preview shows after one second (it lets a slow phone settle first). */
export const PREVIEW_DELAY_MS = 1000;

/** An object URL for `file`, available PREVIEW_DELAY_MS after the file is chosen, revoked when it changes. */
export function useDelayedPreview(file: File | null | undefined) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    let objectUrl: string | null = null;
    const timer = setTimeout(() => {
      objectUrl = URL.createObjectURL(file);
      setUrl(objectUrl);
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file]);
  return { url, pending: Boolean(file) && !url };
}
