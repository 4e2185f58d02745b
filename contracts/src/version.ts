/** Shown by the UI's footer and the OpenAPI document (docs/domain.md#screens); the package versions follow it. */
export const APP_VERSION = '0.27.0';
