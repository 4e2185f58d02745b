// Presentation constants of the UI. Everything the server also knows (enums, limits, page size,
// version) lives in @agrocadena/contracts.
/** Pages shown on each side of the current one in a pager. */
export const PAGE_RANGE = 2;
/** Characters of a description shown before "read more". */
export const DESCRIPTION_PREVIEW_LENGTH = 40;
export { HOME_DEPARTMENT_ID } from '@agrocadena/contracts/core';
