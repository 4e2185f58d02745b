/**
 * Field limits and sizes: the server's schemas enforce them, the forms check them first to spare a
 * round trip. Change one here and both sides follow.
 */
export const LIMITS = {
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  socialIdMin: 3,
  socialIdMax: 20,
  personName: 80,
  enterpriseName: 120,
  phoneMin: 7,
  phoneMax: 20,
  phonesMax: 3,
  addressMin: 3,
  address: 200,
  name: 120,
  description: 2000,
  /** A note on a request: a few lines between the two parties (docs/domain.md#request-notes). */
  noteText: 500,
  /** Notes a request keeps: a thread, not a chat room. */
  requestNotes: 200,
  /** Tokens of mailed links. */
  token: 200,
  /** Whole pesos and amounts: the largest value the numeric columns keep exactly. */
  money: 999_999_999_999,
  amount: 999_999_999_999,
  /** Decimals of a stock amount (kilos to the hundredth): the server refuses more, and so do the inputs. */
  amountDecimals: 2,
  /** How many days before its expiry a product's lots may be marked as near it: a year. */
  expiryWarningDays: 365,
  /** Lots and customers one trace draws: a recall of a farm's milk reaches far, but not the whole region. */
  traceNodes: 500,
  /** A sale price is whole pesos above zero (no price at all is null). */
  priceMin: 1,
  /** An activity's estimated duration, hours: a year of work is far past any real one. */
  durationHours: 8760,
  /** Products on one side of an activity. */
  activityProducts: 50,
  /** Activities of one process. */
  processActivities: 50,
  /** Pause and abort reasons (docs/domain.md#limits; the forms show an 80-character counter). */
  reason: 80,
  /** Towns a transport service covers. */
  serviceTowns: 200,
  /** Why a request was rejected. */
  rejectReason: 200,
  /** What a catalogue or provider search types. */
  searchText: 100,
  /** Requests marked seen in one call (a page of a list, with room to spare). */
  seenRequests: 100,
  /** Lines of one request (the outputs of a production service, the products received). */
  requestLines: 50,
} as const;

/** Lists come 12 to a page (docs/domain.md#limits). */
export const PAGE_SIZE = 12;
/** The largest page any list serves. */
export const MAX_PAGE_SIZE = 100;
/** The largest `skip` of any list: far past any real list, well inside PostgreSQL's OFFSET range. */
export const MAX_SKIP = 10_000_000;
/** A page cursor carries its row's sort key: a timestamp and an id fit with room to spare. */
export const MAX_CURSOR_LENGTH = 200;
/** The stock ledger is read whole by the statistics chart: up to this many rows a call. */
export const MAX_MOVEMENTS_PAGE = 1000;
/** A browser tab's name for the live stream (live.ts): a UUID fits with room to spare. */
export const MAX_LIVE_CLIENT_LENGTH = 64;

export const MB = 1024 * 1024;
export const UPLOADS = {
  image: { types: ['image/jpeg', 'image/png', 'image/webp'], maxMb: 5 },
  document: { types: ['application/pdf'], maxMb: 10 },
} as const;

/** Suggestions an autocomplete offers. */
export const AUTOCOMPLETE_SIZE = 8;
/**
 * A catalogue search counts its matches up to here (a million public products would make an exact
 * count of "a" cost what the page does not): past it, totalItems reads this many.
 */
export const MAX_SEARCH_TOTAL = 10_000;
/** Atlántico: the department transports run in (their addresses' towns), and the transport filter and provider search are fixed to. */
export const HOME_DEPARTMENT_ID = 8;
/** Providers an add-provider search shows. */
export const PROVIDER_SEARCH_SIZE = 30;
