import { assertPdf, attachmentDisposition, documentName } from './documents';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

test('a PDF is recognised by its content', () => {
  expect(() => assertPdf(pdf, 'file')).not.toThrow();
});

test('anything else is refused whatever its name', () => {
  for (const bad of [Buffer.from('hello'), Buffer.from('%PDF-1.4 but truncated'), Buffer.from('<html>%%EOF</html>')]) {
    expect(() => assertPdf(bad, 'file')).toThrow(
      expect.objectContaining({ code: 'INVALID_FILE', details: expect.objectContaining({ field: 'file' }) }),
    );
  }
});

test('document names keep what a person typed, minus what could mislead or break', () => {
  expect(documentName('Ficha técnica café.pdf')).toBe('Ficha técnica café.pdf');
  expect(documentName('C:\\Users\\ana\\ficha.PDF')).toBe('ficha.PDF');
  expect(documentName('../../etc/passwd')).toBe('passwd.pdf');
  expect(documentName('cod\u202Efdp.exe')).toBe('cod fdp.exe.pdf');
  expect(documentName('a"b<c>|d?.pdf')).toBe('a b c d .pdf');
  expect(documentName('...hidden.pdf')).toBe('hidden.pdf');
  expect(documentName(undefined)).toBe('documento.pdf');
  expect(documentName('   ')).toBe('documento.pdf');
  const long = documentName(`${'ñ'.repeat(300)}.pdf`);
  expect(long).toHaveLength(120);
  expect(long.endsWith('ñ.pdf')).toBe(true);
});

test('the download name travels as ASCII and as exact UTF-8', () => {
  expect(attachmentDisposition('Ficha técnica (v2).pdf')).toBe(
    `attachment; filename="Ficha tecnica (v2).pdf"; filename*=UTF-8''Ficha%20t%C3%A9cnica%20%28v2%29.pdf`,
  );
  expect(attachmentDisposition('100% \\ 日本.pdf')).toBe(
    `attachment; filename="100_ _ __.pdf"; filename*=UTF-8''100%25%20%5C%20%E6%97%A5%E6%9C%AC.pdf`,
  );
});
