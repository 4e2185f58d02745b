import fs from 'node:fs';
import path from 'node:path';
import { readState } from './env';

/** The newest mail written to the outbox for `to` that contains `linkPart`, waiting for it briefly. */
export async function linkFromOutbox(to: string, linkPart: string, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(readState().dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://[^\\s"<>]*${linkPart.replace(/[/]/g, '\\/')}[A-Za-z0-9_-]+`);
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files.sort().reverse()) {
      // Undo quoted-printable soft breaks so a long link reads as one piece.
      const text = fs
        .readFileSync(path.join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!text.toLowerCase().includes(to.toLowerCase())) continue;
      const match = text.match(pattern);
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no mail to ${to} with a ${linkPart} link in ${dir}`);
}
