import { assertPdf } from './documents';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

test('a PDF is recognised by its content', () => {
  expect(() => assertPdf(pdf, 'file')).not.toThrow();
});

test('anything else is refused whatever its name', () => {
  for (const bad of [Buffer.from('hello'), Buffer.from('%PDF-1.4 but truncated'), Buffer.from('<html>%%EOF</html>')]) {
    expect(() => assertPdf(bad, 'file')).toThrow(expect.objectContaining({ code: 'INVALID_FILE', details: expect.objectContaining({ field: 'file' }) }));
  }
});
