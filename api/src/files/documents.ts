import { AppError } from '../errors';

/**
 * A PDF judged by its content, not its name: the `%PDF-` header within the first 1 KiB (as readers
 * accept) and an `%%EOF` marker near the end. For product technical documents (issue 3).
 */
export function assertPdf(input: Buffer, field: string): void {
  const head = input.subarray(0, 1024).toString('latin1');
  const tail = input.subarray(Math.max(0, input.length - 2048)).toString('latin1');
  if (!/%PDF-\d\.\d/.test(head) || !tail.includes('%%EOF')) {
    throw new AppError('INVALID_FILE', { field, params: { accepted: 'PDF' } });
  }
}
