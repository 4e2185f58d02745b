import { defineRoute } from '../route';
import { ProbeStatus } from '../schemas/health';

const tags = ['health'];

/** Probes for a load balancer or orchestrator: public, no token, never rate limited. */
export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    access: 'public',
    tags,
    summary: 'Liveness: the process serves requests (200); it does not touch the database',
    data: ProbeStatus,
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/ready',
    access: 'public',
    tags,
    summary: 'Readiness: the database answers within a short timeout (200), else 503 SERVICE_UNAVAILABLE',
    data: ProbeStatus,
  }),
};
