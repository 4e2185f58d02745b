import { useMutation } from '@tanstack/react-query';
import { messageOf, saveBlob } from '@agrocadena/shared-ui';
import { downloadRecall, type RecallFormat } from '../api/lots-api';

/** Downloads the recall list as CSV or PDF with the session's token and saves it under the server's name. */
export function useRecallDownload(lotId: string, fallbackName: string) {
  const mutation = useMutation({
    mutationFn: (format: RecallFormat) => downloadRecall(lotId, format),
    onSuccess: (file, format) => saveBlob(file.blob, file.fileName ?? `${fallbackName}.${format}`),
  });
  return {
    download: (format: RecallFormat) => mutation.mutate(format),
    /** The format on its way, to show its button busy. */
    pending: mutation.isPending ? mutation.variables : null,
    error: messageOf(mutation.error),
  };
}
