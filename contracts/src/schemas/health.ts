import { Type, type Static } from '@sinclair/typebox';

/** GET /health and GET /ready: what a load balancer's probe reads (a failing probe gets 503 instead). */
export const ProbeStatus = Type.Object({ status: Type.Literal('ok') });
export type ProbeStatus = Static<typeof ProbeStatus>;
