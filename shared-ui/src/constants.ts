export const USER_TYPES = ['REQUESTER', 'AGRO', 'ENTERPRISE', 'LOGISTIC', 'SUPPLIER', 'MINORIST'] as const;
export const PERSON_TYPES = ['NATURAL', 'JURIDICAL'] as const;
export const ID_TYPES_BY_PERSON = {
  NATURAL: ['CC', 'CE', 'PASAPORTE'],
  JURIDICAL: ['NIT'],
} as const;
export const UNIT_MEASURES = ['Kg', 'Lt', 'Oz', 'Un', 'Lb', 'Gr', 'Ml', 'Gl'] as const;
export const PRODUCT_TYPES = ['SUPPLIE', 'RAW_MATERIAL', 'FINISHED_PRODUCT'] as const;
export const PAGE_SIZE = 12;
export const PAGE_RANGE = 2;
export const DESCRIPTION_PREVIEW_LENGTH = 40;
export const MIN_PASSWORD_LENGTH = 8;
export const APP_VERSION = '0.27.0';
/** Atlántico: the department the transport filter and provider search are fixed to. */
export const HOME_DEPARTMENT_ID = 8;
