/** Shown by the UI and the OpenAPI document (spec §1). */
export const APP_VERSION = '0.27.0';
