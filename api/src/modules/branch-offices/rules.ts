import { validationError } from '../../errors';
import type { BranchOfficeBody } from '@agrocadena/contracts';
import { freeText, requiredLine } from '../../util/text';

/** A branch office as stored, after the rules of docs/domain.md#branch-offices. */
export interface BranchOfficeFields {
  name: string;
  description: string | null;
  address: string;
  latitude: number;
  longitude: number;
}

function withinRange(value: number, limit: number, field: string): void {
  if (value < -limit) throw validationError(field, 'minimum', { limit: -limit });
  if (value > limit) throw validationError(field, 'maximum', { limit });
}

/**
 * docs/domain.md#branch-offices: name, address and a map location are required (blank counts as
 * missing); a blank description is dropped. `user`, when the client sends it, must be the caller.
 */
export function normaliseBranchOffice(body: BranchOfficeBody, callerId: string): BranchOfficeFields {
  const name = requiredLine(body.name, 'name');
  const address = requiredLine(body.address, 'address');
  const { location } = body;
  if (!location || !Number.isFinite(location.latitude) || !Number.isFinite(location.longitude)) {
    throw validationError('location', 'required');
  }
  withinRange(location.latitude, 90, 'location.latitude');
  withinRange(location.longitude, 180, 'location.longitude');
  if (body.user !== undefined && body.user !== callerId) throw validationError('user', 'notYourself');
  const description = freeText(body.description);
  return { name, description, address, latitude: location.latitude, longitude: location.longitude };
}
