import { useMutation } from '@tanstack/react-query';
import { messageOf, useFileCheck, type FileKind, useToast } from '@agrocadena/shared-ui';

interface Options<T> {
  kind: FileKind;
  upload: (file: File) => Promise<T>;
  successMessage: string;
  onUploaded: (data: T) => void;
}

/** Replaces one file of a product at once: checked here first (size, content), then uploaded, then reported. */
export function useFileReplace<T>({ kind, upload, successMessage, onUploaded }: Options<T>) {
  const toast = useToast();
  const file = useFileCheck(kind);
  const mutation = useMutation({
    mutationFn: upload,
    onSuccess: (data) => {
      toast.success(successMessage);
      onUploaded(data);
    },
  });

  /** false = refused before any request. */
  async function check(picked: File): Promise<boolean> {
    mutation.reset();
    return file.check(picked);
  }

  const send = (picked: File): Promise<boolean> =>
    mutation.mutateAsync(picked).then(
      () => true,
      () => false,
    );

  return { busy: file.checking || mutation.isPending, error: file.error ?? messageOf(mutation.error), check, send };
}
