import { useState } from 'react';
import { App } from 'antd';
import type { ApiResult } from '@agrocadena/shared-ui';

interface Options<T> {
  /** false = refused before any upload. */
  accepts: (file: File) => boolean;
  refusedMessage: string;
  upload: (file: File) => Promise<ApiResult<T>>;
  successMessage: string;
  onUploaded: (data: T) => void;
}

/** Replaces one file of a product at once: checked locally first, then uploaded, then reported. */
export function useFileReplace<T>({ accepts, refusedMessage, upload, successMessage, onUploaded }: Options<T>) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function check(file: File): boolean {
    const ok = accepts(file);
    setError(ok ? null : refusedMessage);
    return ok;
  }

  async function send(file: File): Promise<boolean> {
    setUploading(true);
    setError(null);
    const result = await upload(file);
    setUploading(false);
    if (!result.success) {
      setError(result.message);
      return false;
    }
    void message.success(successMessage);
    onUploaded(result.data);
    return true;
  }

  return { uploading, error, check, send };
}
