import { ErrorEnvelope } from '../schemas/common';

/** The error answers every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  429: ErrorEnvelope,
} as const;
