import type { Request } from '@agrocadena/contracts';
import type { RequestAction } from '@agrocadena/contracts/core';

/**
 * Where a move is taken on another page instead of in a dialog (null: in its dialog here).
 * Accepting a production request is starting its run: the production remote's start wizard, for
 * the service's activity (or process), carrying the request.
 */
export function movePath(action: RequestAction, request: Pick<Request, '_id' | 'service'>): string | null {
  if (action !== 'acceptProductionService' || !request.service) return null;
  const requestId = encodeURIComponent(request._id);
  const { activityId, processId } = request.service;
  if (activityId) return `/startActivity?activityId=${encodeURIComponent(activityId)}&requestId=${requestId}`;
  if (processId) return `/startProcess?processId=${encodeURIComponent(processId)}&requestId=${requestId}`;
  return null;
}
