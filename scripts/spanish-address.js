// The suite speaks to people in Spanish as "usted" (docs/architecture.md#translations): the
// forms that only "tú" uses, for scripts/spanish-address.test.js to look for in every Spanish text.

/** Words only "tú" uses: its pronouns and possessives, its verb forms common in interface copy. */
const TU_WORDS = [
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'tienes',
  'puedes',
  'quieres',
  'debes',
  'necesitas',
  'estás',
  'eres',
  'vas',
  'has',
  'hayas',
  'haces',
  'sabes',
  'podrás',
  'tendrás',
  'verás',
  'volverás',
  'asegúrate',
];

/** Imperatives in "tú" that begin an instruction ("Elige…", "Crea…"); "usted" says "Elija…", "Cree…". */
const TU_IMPERATIVES = [
  'agrega',
  'añade',
  'busca',
  'cambia',
  'confirma',
  'crea',
  'define',
  'describe',
  'elige',
  'escribe',
  'guarda',
  'indica',
  'ingresa',
  'intenta',
  'marca',
  'mira',
  'ordena',
  'prueba',
  'publica',
  'pulsa',
  'recuerda',
  'revisa',
  'selecciona',
  'sube',
  'toca',
  'usa',
  'vuelve',
];

/** Third-person words that end like a "tú" preterite (-aste, -iste) and are not one. */
const NOT_PRETERITES = [
  'existe',
  'consiste',
  'insiste',
  'persiste',
  'resiste',
  'asiste',
  'subsiste',
  'desiste',
  'triste',
  'chiste',
  'contraste',
  'gaste',
];

const WORD = new RegExp(`(?<![\\p{L}])(${TU_WORDS.join('|')})(?![\\p{L}])`, 'iu');
const IMPERATIVE = new RegExp(`(?:^|[.:;!?¡¿—(]\\s*)(${TU_IMPERATIVES.join('|')})(?![\\p{L}])`, 'iu');
const PRETERITE = /(?<![\p{L}])(\p{L}+(?:aste|iste))(?![\p{L}])/giu;

/** The first "tú" form in a Spanish text, or null. */
function tuteoIn(text) {
  const word = WORD.exec(text) ?? IMPERATIVE.exec(text);
  if (word) return word[1];
  for (const [, preterite] of text.matchAll(PRETERITE)) if (!NOT_PRETERITES.includes(preterite.toLowerCase())) return preterite;
  return null;
}

module.exports = { tuteoIn };
