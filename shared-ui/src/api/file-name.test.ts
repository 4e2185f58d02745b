import { fileNameOf } from './file-name';

describe('the file name of a Content-Disposition', () => {
  it('prefers the UTF-8 name to its ASCII stand-in', () => {
    expect(fileNameOf(`attachment; filename="Ficha tecnica (v2).pdf"; filename*=UTF-8''Ficha%20t%C3%A9cnica%20%28v2%29.pdf`)).toBe(
      'Ficha técnica (v2).pdf',
    );
  });

  it('reads a plain name, quoted or not', () => {
    expect(fileNameOf('attachment; filename="recall-QUE-20261128-01.csv"')).toBe('recall-QUE-20261128-01.csv');
    expect(fileNameOf('attachment; filename=recall.pdf')).toBe('recall.pdf');
    expect(fileNameOf('attachment; filename="say \\"hi\\".txt"')).toBe('say "hi".txt');
  });

  it('falls back to the plain name when the UTF-8 one does not decode, and gives null when none is named', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A.csv`)).toBe('a.csv');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
