/**
 * The Intl locale of an interface language. Spanish is Colombian ("1.250.000,5", "$ 1.250"): the
 * plain "es" locale leaves 4-digit numbers ungrouped, which Colombians do not.
 */
export function intlLocale(language: string): string {
  return language.startsWith('en') ? 'en-US' : 'es-CO';
}
