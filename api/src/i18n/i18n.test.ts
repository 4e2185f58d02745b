import { languageFromHeader } from './language';
import { messages } from './messages';
import { translate, translateValidation } from './translate';

test('Accept-Language picks es or en by quality, es by default', () => {
  expect(languageFromHeader(undefined)).toBe('es');
  expect(languageFromHeader('en')).toBe('en');
  expect(languageFromHeader('en-US,en;q=0.9')).toBe('en');
  expect(languageFromHeader('fr-FR,en;q=0.5,es;q=0.8')).toBe('es');
  expect(languageFromHeader('de, fr')).toBe('es');
  expect(languageFromHeader('es;q=0, en;q=0.1')).toBe('en');
});

test('every message exists in both languages', () => {
  for (const [code, entry] of Object.entries(messages())) {
    expect([code, entry.es.length > 0, entry.en.length > 0]).toEqual([code, true, true]);
  }
});

test('messages fill parameters and name the field in the language', () => {
  expect(translate('RATE_LIMITED', 'en', { seconds: 30, wait: '30 s' })).toBe('Too many attempts. Wait 30 s and try again.');
  expect(translateValidation('required', 'firstName', 'es')).toBe('El campo «nombres» es obligatorio.');
  expect(translateValidation('minLength', 'password', 'en', { limit: 8 })).toBe('The field "password" must have at least 8 characters.');
  expect(translateValidation('required', 'somethingNew', 'en')).toBe('The field "somethingNew" is required.');
});

test("an item of a list is named by its place, and an item's id by the item alone (no internal name)", () => {
  expect(translateValidation('required', 'inputProducts.1.amount', 'es')).toBe('El campo «cantidad (producto de entrada 2)» es obligatorio.');
  expect(translateValidation('unknownProduct', 'inputProducts.0.id', 'es')).toBe(
    'El producto de «producto de entrada 1» no está entre sus productos.',
  );
  expect(translateValidation('unknownProduct', 'outputProducts.2.id', 'en')).not.toMatch(/\bid\b/);
});
