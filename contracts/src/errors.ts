/**
 * Stable error codes, per domain, with the HTTP status each one travels with. The server's message
 * catalogues are typed against these (a code without a translation does not compile), and the apps
 * branch on them (`failure.code === 'STOCK_CHANGED'`).
 */
export const COMMON_ERRORS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  INVALID_BODY: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The path exists but not with this method (the answer's Allow header lists the methods it takes). */
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /**
   * 409: a product, an activity or a process cannot be deleted while something uses it; `data` lists
   * what (InUse[]). Retiring it is possible instead (docs/domain.md#in-use).
   */
  IN_USE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** The caller's session or account already holds as many live-update streams as one may. */
  TOO_MANY_STREAMS: 429,
  INTERNAL: 500,
  /** The database cannot be reached right now: try again shortly (the answer has Retry-After). */
  SERVICE_UNAVAILABLE: 503,
} as const;

export const AUTH_ERRORS = {
  INVALID_TOKEN: 400,
  /** A live reset link used with an email that is not its account's (only a link's holder can get this). */
  EMAIL_MISMATCH: 400,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  EMAIL_TAKEN: 409,
  MAIL_UNAVAILABLE: 503,
} as const;

export const FILE_ERRORS = {
  INVALID_FILE: 400,
  FILE_TOO_LARGE: 400,
} as const;

export const PRODUCT_ERRORS = {
  /** 409 whose `data` is the product as it now is. */
  STOCK_CHANGED: 409,
  LOGISTIC_NO_PRODUCTS: 403,
} as const;

export const LOT_ERRORS = {
  /**
   * 409: the goods would leave lots past their expiry (data.lots names them); sent again with
   * `takeExpired`, they go, and the ledger records who confirmed it (docs/domain.md#lots).
   */
  LOT_EXPIRED: 409,
  /**
   * Someone other than the goods' owner moves them (a carrier starting, a storage keeper taking them
   * in): expired lots never go, and no fresh ones are left to replace them. Only the owner can
   * decide: restock, or withdraw the goods (docs/domain.md#lots).
   */
  OWNER_LOT_EXPIRED: 409,
} as const;

export const PRODUCTION_ERRORS = {
  /** Activities and processes are an enterprise's (docs/domain.md#permissions): every other type gets 403. */
  ENTERPRISE_ONLY: 403,
  /** Only carriers and enterprises offer services (docs/domain.md#permissions). */
  SERVICES_NOT_OFFERED: 403,
} as const;

export const EXECUTION_ERRORS = {
  /** 409: the transition table has no such move from the run's current state (data.status names it). */
  INVALID_TRANSITION: 409,
  /** 409: the available stock (amount − reserved) does not cover the run's needs (data.shortages). */
  NOT_ENOUGH_PRODUCTS: 409,
} as const;

export const REQUEST_ERRORS = {
  /** 409: the request table has no such move for the caller from the request's state (data.state names it). */
  INVALID_REQUEST_TRANSITION: 409,
  /** 400: nobody requests their own product or service (youCannotOrderMadeByYourself). */
  OWN_OFFER: 400,
  /** 400: a product without a price cannot be requested (priceUndefined). */
  PRICE_UNDEFINED: 400,
  /** 409: the price shown is no longer the product's (data: the product as it now is). */
  PRICE_CHANGED: 409,
  /** 409: a storage or a transport of the requester's goods cannot start: they are no longer free (params.product). */
  GOODS_UNAVAILABLE: 409,
  /** 409: a request's note thread keeps at most LIMITS.requestNotes notes (params.limit). */
  NOTES_FULL: 409,
  /** 403: only the party paid a request's price (its provider; a delivery's sender) records the payment (docs/domain.md#payments). */
  PAYEE_ONLY: 403,
  /** 409: the request has no price anyone owes (not agreed yet, rejected, cancelled, or a delivery). */
  NOT_PAYABLE: 409,
} as const;

export const CONTACT_ERRORS = {
  /** 409: theProviderIsAlreadyOnYourProviderList. */
  PROVIDER_ALREADY_ADDED: 409,
} as const;

export const ERROR_STATUS = {
  ...COMMON_ERRORS,
  ...AUTH_ERRORS,
  ...FILE_ERRORS,
  ...PRODUCT_ERRORS,
  ...LOT_ERRORS,
  ...PRODUCTION_ERRORS,
  ...EXECUTION_ERRORS,
  ...REQUEST_ERRORS,
  ...CONTACT_ERRORS,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
export type CommonErrorCode = keyof typeof COMMON_ERRORS;
export type AuthErrorCode = keyof typeof AUTH_ERRORS;
export type FileErrorCode = keyof typeof FILE_ERRORS;
export type ProductErrorCode = keyof typeof PRODUCT_ERRORS;
export type LotErrorCode = keyof typeof LOT_ERRORS;
export type ProductionErrorCode = keyof typeof PRODUCTION_ERRORS;
export type ExecutionErrorCode = keyof typeof EXECUTION_ERRORS;
export type RequestErrorCode = keyof typeof REQUEST_ERRORS;
export type ContactErrorCode = keyof typeof CONTACT_ERRORS;

/** Codes the apps' client gives a failure that has no server answer behind it. */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'SESSION_EXPIRED', 'ABORTED'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** The success message of each call, per domain. */
export const SUCCESS_CODES = {
  common: ['OK'],
  auth: ['SIGNED_UP', 'EMAIL_VERIFIED', 'LOGGED_IN', 'LOGGED_OUT', 'RECOVERY_SENT', 'PASSWORD_RESTORED', 'PASSWORD_CHANGED', 'EMAIL_CHANGED'],
  users: ['USER_UPDATED'],
  files: ['PHOTO_UPLOADED', 'IMAGE_UPLOADED', 'DOCUMENT_UPLOADED'],
  products: ['PRODUCT_CREATED', 'PRODUCT_UPDATED', 'PRODUCT_DELETED', 'PRODUCT_RETIRED', 'STOCK_UPDATED'],
  branchOffices: ['BRANCH_OFFICE_CREATED', 'BRANCH_OFFICE_UPDATED', 'BRANCH_OFFICE_DELETED'],
  activities: ['ACTIVITY_CREATED', 'ACTIVITY_UPDATED', 'ACTIVITY_DELETED', 'ACTIVITY_RETIRED'],
  processes: ['PROCESS_CREATED', 'PROCESS_UPDATED', 'PROCESS_DELETED', 'PROCESS_RETIRED'],
  services: ['SERVICE_CREATED', 'SERVICE_UPDATED', 'SERVICE_DELETED'],
  executions: [
    'EXECUTION_CREATED',
    'ACTIVITY_STARTED',
    'ACTIVITY_PAUSED',
    'ACTIVITY_RESUMED',
    'ACTIVITY_COMPLETED',
    'ACTIVITY_ABORTED',
    'METADATA_SAVED',
  ],
  requests: [
    'PAYMENT_RECORDED',
    'PAYMENT_UNDONE',
    'NOTE_ADDED',
    'REQUEST_SENT',
    'REQUEST_ACCEPTED',
    'PRICE_PROPOSED',
    'PROPOSAL_CANCELLED',
    'PROPOSAL_ACCEPTED',
    'REQUEST_DELIVERED',
    'SERVICE_STARTED',
    'OUTPUTS_READY',
    'SERVICE_COMPLETED',
    'STORAGE_ENDED',
    'TRANSPORT_STARTED',
    'TRANSPORT_COMPLETED',
    'PRODUCTS_RECEIVED',
    'REQUEST_REJECTED',
    'REQUEST_CANCELLED',
  ],
  contacts: ['PROVIDER_ADDED', 'PROVIDER_REMOVED'],
} as const;
export type SuccessCode = (typeof SUCCESS_CODES)[keyof typeof SUCCESS_CODES][number];

/**
 * Why a field was refused (`reason` of a 400 VALIDATION): the schema keywords first, then the
 * domain rules'.
 */
export const VALIDATION_REASONS = [
  'required',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'format',
  'email',
  'pattern',
  'type',
  'enum',
  'minimum',
  'maximum',
  'naturalIdType',
  'juridicalIdType',
  'unknownTown',
  'blank',
  'unknownType',
  'fileMissing',
  'negativeStock',
  'noChange',
  'costRequired',
  'noCostOnRemoval',
  'supplierType',
  'notYourself',
  'twoDecimals',
  'wholeUnits',
  'stockValueTooLarge',
  'nulCharacter',
  'tooDeep',
  'oneCursor',
  'aboveZero',
  'duplicate',
  'unknownProduct',
  'unknownActivity',
  'notOffered',
  'unknownProcess',
  'unknownBranchOffice',
  'oneAssociation',
  'typeMismatch',
  'pastDate',
  'belowRunningCost',
  // No longer sent (completions record the actual yields, docs/domain.md#run-states); kept so a
  // remote that knows it still compiles against this major.
  'aboveExpected',
  'notExpected',
  'notInProcess',
  'notNextActivity',
  'notOrderOutput',
  'orderUnderWay',
  'outsourcingUnavailable',
  'belowReserved',
  'aboveAvailable',
  'aboveRequested',
  'unitMismatch',
  'notDelivered',
  'priceRequired',
  'unknownService',
  'notOutput',
  'notAProvider',
  'oneFilter',
  'beforeStart',
  'notAfterToday',
  'notAClient',
  'notTransportable',
  'outsideDepartment',
  'futureDate',
  'beforeRequest',
  'clientsOnly',
  'lotCodeTaken',
  'unknownLot',
  'aboveLot',
  'lotsTotal',
] as const;
export type ValidationReason = (typeof VALIDATION_REASONS)[number];
