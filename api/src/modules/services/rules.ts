import { capabilitiesOf, type ServiceBody, type ServiceType } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { AppError, validationError } from '../../errors';
import { freeText, requiredFreeText, requiredLine } from '../../util/text';

/** The service types the caller's user type offers (the contract's capabilities); none for most. */
const serviceTypesOf = (caller: Caller): readonly ServiceType[] => capabilitiesOf(caller.userType).serviceTypes;

export function assertOffersServices(caller: Caller): void {
  if (serviceTypesOf(caller).length === 0) throw new AppError('SERVICES_NOT_OFFERED');
}

/** What a service is tied to, by its type; the ids still need the database (modules/services/service.ts). */
export type ServiceAssociation =
  | { kind: 'activity'; id: string }
  | { kind: 'process'; id: string }
  | { kind: 'branchOffice'; id: string }
  | { kind: 'towns'; ids: string[] }
  | { kind: 'none' };

export interface ServiceFields {
  name: string;
  description: string | null;
  type: ServiceType;
  public: boolean;
  association: ServiceAssociation;
}

const ASSOCIATION_KEYS = ['activity', 'process', 'branchOffice', 'towns'] as const;

/** The association keys a type may carry: any other one given is refused (oneAssociation). */
const KEYS_OF: Record<ServiceType, readonly (typeof ASSOCIATION_KEYS)[number][]> = {
  PRODUCTION: ['activity', 'process'],
  STORAGE: ['branchOffice'],
  TRANSPORT: ['towns'],
  LOGISTIC: [],
};

const given = (body: ServiceBody, key: (typeof ASSOCIATION_KEYS)[number]) => {
  const value = body[key];
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '';
};

/**
 * POST /services and PUT /services/{id}/update after their rules (docs/domain.md#services,
 * docs/domain.md#permissions): the type one the caller offers; TRANSPORT needs towns (addTowns),
 * STORAGE a branch office (addBrancOffice), PRODUCTION exactly one of an activity or a process,
 * LOGISTIC a description; nothing of another type's association.
 */
export function normaliseService(body: ServiceBody, caller: Caller): ServiceFields {
  assertOffersServices(caller);
  if (body.user !== undefined && body.user !== caller.id) throw validationError('user', 'notYourself');
  if (!serviceTypesOf(caller).includes(body.type)) throw validationError('type', 'notOffered');
  const foreign = ASSOCIATION_KEYS.find((key) => !KEYS_OF[body.type].includes(key) && given(body, key));
  if (foreign) throw validationError(foreign, 'oneAssociation');
  const name = requiredLine(body.name, 'name');
  const fields = (description: string | null, association: ServiceAssociation): ServiceFields => ({
    name,
    description,
    type: body.type,
    public: body.public,
    association,
  });
  const description = freeText(body.description);

  switch (body.type) {
    case 'TRANSPORT': {
      const ids = body.towns ?? [];
      if (ids.length === 0) throw validationError('towns', 'required');
      const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
      if (twice >= 0) throw validationError(`towns.${twice}`, 'duplicate');
      return fields(description, { kind: 'towns', ids });
    }
    case 'STORAGE':
      if (!body.branchOffice) throw validationError('branchOffice', 'required');
      return fields(description, { kind: 'branchOffice', id: body.branchOffice });
    case 'PRODUCTION':
      if (body.activity && body.process) throw validationError('process', 'oneAssociation');
      if (body.activity) return fields(description, { kind: 'activity', id: body.activity });
      if (body.process) return fields(description, { kind: 'process', id: body.process });
      throw validationError('activity', 'required');
    case 'LOGISTIC':
      return fields(requiredFreeText(body.description ?? '', 'description'), { kind: 'none' });
  }
}
