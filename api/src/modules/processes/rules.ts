import type { ProcessBody } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { validationError } from '../../errors';
import { assertDefinesProduction } from '../activities/rules';
import { requiredFreeText, requiredLine } from '../../util/text';

export interface ProcessFields {
  name: string;
  description: string;
  /** Activity ids in the order they run. */
  activityIds: string[];
}

/**
 * POST /processes and PUT /processes/{id}/update after their rules (docs/domain.md#processes,
 * docs/domain.md#permissions): an activity cannot be added twice. Whether each activity is the
 * caller's and visible needs the database: modules/processes/service.ts.
 */
export function normaliseProcess(body: ProcessBody, caller: Caller): ProcessFields {
  assertDefinesProduction(caller);
  if (body.user !== undefined && body.user !== caller.id) throw validationError('user', 'notYourself');
  const twice = body.activities.findIndex((id, i) => body.activities.indexOf(id) !== i);
  if (twice >= 0) throw validationError(`activities.${twice}`, 'duplicate');
  return {
    name: requiredLine(body.name, 'name'),
    description: requiredFreeText(body.description, 'description'),
    activityIds: body.activities,
  };
}
