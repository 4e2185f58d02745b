/**
 * Every closed set of values the API, the apps and the database agree on. The TypeBox schemas, the
 * SQL CHECK constraints and the apps' selects are all built from these arrays.
 */
export const USER_TYPES = ['REQUESTER', 'AGRO', 'ENTERPRISE', 'LOGISTIC', 'SUPPLIER', 'MINORIST'] as const;

export const PERSON_TYPES = ['NATURAL', 'JURIDICAL'] as const;

export const SOCIAL_ID_TYPES = ['CC', 'CE', 'PASAPORTE', 'NIT'] as const;

/** docs/domain.md#accounts: a natural person identifies with CC, CE or a passport, a juridical one with a NIT. */
export const ID_TYPES_BY_PERSON = {
  NATURAL: ['CC', 'CE', 'PASAPORTE'],
  JURIDICAL: ['NIT'],
} as const satisfies Record<(typeof PERSON_TYPES)[number], readonly (typeof SOCIAL_ID_TYPES)[number][]>;

export const LANGUAGES = ['es', 'en'] as const;
export const DEFAULT_LANGUAGE: (typeof LANGUAGES)[number] = 'es';

export const PRODUCT_TYPES = ['SUPPLIE', 'RAW_MATERIAL', 'FINISHED_PRODUCT'] as const;

export const UNIT_MEASURES = ['Kg', 'Lt', 'Oz', 'Un', 'Lb', 'Gr', 'Ml', 'Gl'] as const;

/**
 * Why a stock level changed. Manual changes use addition/removal; runs consume and produce; a
 * product request's goods leave the provider (delivery) and enter the receiver (reception); goods
 * stored with a storage service leave their owner's stock while stored (storage) and come back when
 * the owner receives them (storageReturn).
 */
export const STOCK_REASONS = [
  'initial',
  'addition',
  'removal',
  'consumption',
  'production',
  'delivery',
  'reception',
  'storage',
  'storageReturn',
] as const;

/** Mailed single-use tokens. */
export const ONE_TIME_TOKEN_KINDS = ['verify', 'reset', 'email'] as const;
export type OneTimeTokenKind = (typeof ONE_TIME_TOKEN_KINDS)[number];

/** The states of a request (docs/domain.md#request-states). */
export const REQUEST_STATES = [
  'PENDING',
  'ACCEPTED',
  'PROPOSAL_SUBMITTED',
  'PROPOSAL_ACCEPTED',
  'SCHEDULED',
  'IN_PROGRESS',
  'IN_TRANSPORT',
  'PENDING_DELIVERY',
  'PENDING_RECEPTION',
  'SIMPLE_PENDING_RECEPTION',
  'REJECTED',
  'CANCELLED',
  'COMPLETED',
  'ABORTED',
] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/**
 * What a request names decides its kind (docs/domain.md#request-kinds). A DELIVERY is never asked
 * for: it is the goods a transport carries to a registered client of the sender, written when the
 * carrier starts (requester: the sender; user: the client, who receives them).
 */
export const REQUEST_KINDS = ['PRODUCT', 'PRODUCTION', 'LOGISTIC', 'STORAGE', 'TRANSPORT', 'DELIVERY'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The states of an executed activity (docs/domain.md#run-states). */
export const EXECUTION_STATES = ['SCHEDULED', 'IN_PROGRESS', 'PAUSED', 'COMPLETED', 'ABORTED', 'OUTSOURCED', 'OUTSOURCED_STARTED'] as const;
export type ExecutionState = (typeof EXECUTION_STATES)[number];

/** A production order's status follows its current activity (docs/domain.md#order-states). */
export const PRODUCTION_ORDER_STATES = ['SCHEDULED', 'ACTIVE', 'PAUSED', 'OUTSOURCED_STARTED', 'ON_HOLD', 'COMPLETED', 'ABORTED'] as const;
export type ProductionOrderState = (typeof PRODUCTION_ORDER_STATES)[number];

/**
 * What can keep a product, an activity or a process in use (docs/domain.md#in-use): an activity or
 * a process that names it, a run or a production order not yet over, a request not yet over.
 */
export const USE_KINDS = ['activity', 'process', 'run', 'order', 'request'] as const;
export type UseKind = (typeof USE_KINDS)[number];

/** The multipart `type` of each upload kind. */
export const UPLOAD_TYPES = {
  userPhoto: 'userPhoto',
  productImage: 'productImage',
  productTechnicalDocument: 'productTechnicalDocument',
  serviceImage: 'serviceImage',
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

/** What a service offers (docs/domain.md#services); the association it needs follows from it. */
export const SERVICE_TYPES = ['TRANSPORT', 'STORAGE', 'PRODUCTION', 'LOGISTIC'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** How goods enter a lot (docs/domain.md#lots): the stock reasons that bring goods in. */
export const LOT_ORIGINS = ['initial', 'addition', 'production', 'reception', 'storageReturn'] as const;
