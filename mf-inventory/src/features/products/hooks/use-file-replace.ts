import { useState } from 'react';
import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { messageOf } from '@agrocadena/shared-ui';

interface Options<T> {
  /** false = refused before any upload. */
  accepts: (file: File) => boolean;
  refusedMessage: string;
  upload: (file: File) => Promise<T>;
  successMessage: string;
  onUploaded: (data: T) => void;
}

/** Replaces one file of a product at once: checked locally first, then uploaded, then reported. */
export function useFileReplace<T>({ accepts, refusedMessage, upload, successMessage, onUploaded }: Options<T>) {
  const { message } = App.useApp();
  const [refused, setRefused] = useState(false);
  const mutation = useMutation({
    mutationFn: upload,
    onSuccess: (data) => {
      void message.success(successMessage);
      onUploaded(data);
    },
  });

  function check(file: File): boolean {
    const ok = accepts(file);
    setRefused(!ok);
    if (!ok) mutation.reset();
    return ok;
  }

  async function send(file: File): Promise<boolean> {
    setRefused(false);
    return mutation.mutateAsync(file).then(
      () => true,
      () => false,
    );
  }

  return { uploading: mutation.isPending, error: refused ? refusedMessage : messageOf(mutation.error), check, send };
}
