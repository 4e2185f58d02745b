import net from 'node:net';
import { bytes } from '../../src/util/bytes';

export interface UnfinishedUpload {
  path: string;
  headers: Record<string, string>;
  /** Announced in Content-Length; the client never sends all of it. */
  contentLength: number;
  /** Sent right after the head (e.g. the multipart fields and the start of the file part). */
  start?: Buffer;
  /** Then filler, `chunkBytes` every `everyMs`, as a slow or large upload arrives. */
  chunkBytes?: number;
  everyMs?: number;
  /** Give up after this long. */
  timeoutMs?: number;
}

export interface EarlyAnswer {
  /** 0 when no answer came. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Body bytes the client had sent when the answer arrived. */
  sentBeforeAnswer: number;
  /** The server closed the connection (rather than the client giving up). */
  closedByServer: boolean;
  elapsedMs: number;
}

/**
 * A raw HTTP/1.1 client that keeps sending a body it never finishes: it sees the answer as soon as
 * it arrives, which fetch does not promise before the body is sent. Resolves once the server closes
 * the connection, or after `timeoutMs` with whatever came.
 */
export function sendUnfinished(baseUrl: string, upload: UnfinishedUpload): Promise<EarlyAnswer> {
  const { port } = new URL(baseUrl);
  const { chunkBytes = 16 * 1024, everyMs = 20, timeoutMs = 5000 } = upload;
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const received: Uint8Array[] = [];
    let sent = 0;
    let sentBeforeAnswer = -1;
    let done = false;
    const send = (chunk: Buffer) => {
      const part = chunk.subarray(0, Math.max(0, upload.contentLength - 1 - sent));
      sent += part.length;
      if (part.length > 0) socket.write(bytes(part));
    };
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearInterval(filler);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ ...parse(Buffer.concat(received).toString('latin1')), sentBeforeAnswer, closedByServer, elapsedMs: Date.now() - started });
    };
    const filler = setInterval(() => send(Buffer.alloc(chunkBytes, 0x61)), everyMs);
    const giveUp = setTimeout(() => finish(false), timeoutMs);
    socket.on('connect', () => {
      const head = Object.entries({ host: `127.0.0.1:${port}`, 'content-length': String(upload.contentLength), ...upload.headers })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.write(`POST ${upload.path} HTTP/1.1\r\n${head}\r\n`);
      if (upload.start) send(upload.start);
    });
    socket.on('data', (chunk: Buffer) => {
      if (sentBeforeAnswer < 0) sentBeforeAnswer = sent;
      received.push(bytes(chunk));
    });
    socket.on('end', () => finish(true));
    // Writing after the server closed: the answer has been read already.
    socket.on('error', () => finish(true));
  });
}

function parse(raw: string): Pick<EarlyAnswer, 'status' | 'headers' | 'body'> {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body: Buffer.from(rest.join('\r\n\r\n'), 'latin1').toString('utf8') };
}
