import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agro-e2e-files-'));

/** A real photo-like PNG, as a phone camera roll would offer (decoded by the server). */
export async function samplePhoto(name = 'mango.png', colour = '#f2a516'): Promise<string> {
  const file = path.join(dir, name);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="#e8f3e8"/><ellipse cx="320" cy="250" rx="170" ry="130" fill="${colour}"/>
    <path d="M320 120 q40 -60 90 -40" stroke="#2f7d32" stroke-width="18" fill="none"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

/** A minimal but valid one-page PDF data sheet. */
export function sampleDataSheet(name = 'ficha-tecnica.pdf'): string {
  const file = path.join(dir, name);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  fs.writeFileSync(file, body);
  return file;
}
