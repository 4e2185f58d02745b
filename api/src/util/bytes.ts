/**
 * A Uint8Array view of a Buffer (no copy). The pinned @types/node predates TypeScript 5.9's generic
 * typed arrays, so its Buffer is not accepted where node:crypto and node:fs types expect bytes.
 */
export function bytes(buffer: Buffer): Uint8Array {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
