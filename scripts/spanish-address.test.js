const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { tuteoIn } = require('./spanish-address');

const root = path.resolve(__dirname, '..');
const tracked = (...patterns) =>
  execFileSync('git', ['ls-files', ...patterns], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

/** Every text of a translation file, with its key. */
function textsOf(value, key = '') {
  if (typeof value === 'string') return [[key, value]];
  return Object.entries(value).flatMap(([name, inner]) => textsOf(inner, key ? `${key}.${name}` : name));
}

describe('the detector of "tú"', () => {
  test.each([
    ['Aún no tienes productos', 'tienes'],
    ['Elige una de tus sucursales', 'tus'],
    ['Crea la primera y vuelve.', 'Crea'],
    ['Ya agregaste todas las actividades', 'agregaste'],
    ['Publica su transporte', 'Publica'],
  ])('finds it in «%s»', (text, found) => {
    expect(tuteoIn(text)).toBe(found);
  });

  test.each([
    'Aún no tiene productos',
    'Elija una de sus sucursales',
    'Cree la primera y vuelva.',
    'La página que busca no existe.',
    'Órdenes cuya primera actividad espera su fecha: inícielas.',
    'Lo que usted describió ya consiste en dos pasos',
    'Si lo indica, debe ser mayor que cero.',
  ])('leaves «%s» alone', (text) => {
    expect(tuteoIn(text)).toBeNull();
  });
});

describe('Spanish speaks to people as "usted" everywhere', () => {
  test('in every Spanish translation file of the apps', () => {
    const found = tracked('*es.json')
      .filter((file) => /(^|[/.])es\.json$/.test(file))
      .flatMap((file) =>
        textsOf(JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')))
          .filter(([, text]) => tuteoIn(text))
          .map(([key, text]) => `${file} ${key}: «${tuteoIn(text)}» in ${text}`),
      );
    expect(found).toEqual([]);
  });

  // The API's answers and mails keep their Spanish in string literals beside the English.
  test('in the API’s messages and mails', () => {
    const literal = /'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;
    const found = tracked('api/src/*.ts')
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) =>
        [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(literal)]
          .map((match) => match[1] ?? match[2])
          .filter((text) => /[áéíóúñ¿¡]|\b(el|la|los|las|de|su|sus|usted)\b/.test(text) && tuteoIn(text))
          .map((text) => `${file}: «${tuteoIn(text)}» in ${text}`),
      );
    expect(found).toEqual([]);
  });
});
