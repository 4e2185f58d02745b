import { randomBytes } from 'node:crypto';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link inside the mail, logged in outbox mode. */
  link?: string;
}

const CRLF = '\r\n';

function encodeWord(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

function body(text: string): string {
  return text.replace(/\r?\n/g, CRLF);
}

/**
 * A multipart/alternative message with 8bit UTF-8 parts. 8bit (rather than quoted-printable)
 * keeps every link on one unbroken line, so the outbox .eml can be read or grepped as it is.
 */
export function composeRfc822(message: MailMessage & { from: string }): string {
  const boundary = `agrocadena-${randomBytes(12).toString('hex')}`;
  const domain = /@([^>\s]+)/.exec(message.from)?.[1] ?? 'agrocadena.co';
  const headers = [
    `From: ${message.from}`,
    `To: ${message.to}`,
    `Subject: ${encodeWord(message.subject)}`,
    `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, content: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: 8bit', '', body(content)].join(CRLF);
  return [headers.join(CRLF), '', part('text/plain', message.text), part('text/html', message.html), `--${boundary}--`, ''].join(CRLF);
}
