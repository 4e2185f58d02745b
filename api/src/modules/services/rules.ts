import { capabilitiesOf, type ServiceBody, type ServiceType } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { AppError, validationError } from '../../errors';
import { freeText, requiredFreeText, requiredLine } from '../../util/text';
import { fieldLabel } from '../../i18n/translate';

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
type AssociationKey = (typeof ASSOCIATION_KEYS)[number];

/** The kind of service each association key ties it as (docs/domain.md#services). */
const KIND_OF: Record<AssociationKey, ServiceType> = {
  activity: 'PRODUCTION',
  process: 'PRODUCTION',
  branchOffice: 'STORAGE',
  towns: 'TRANSPORT',
};

const given = (body: ServiceBody, key: AssociationKey) => {
  const value = body[key];
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '';
};

/**
 * The service's type (docs/domain.md#services): the one sent, or, when none is, the kind its
 * association key makes it (an activity or a process: PRODUCTION; a branch office: STORAGE; towns:
 * TRANSPORT; `logisticService: true`: LOGISTIC), or the one type the caller offers. A type that
 * contradicts the association sent is refused naming `type` (typeMismatch); without a type, keys
 * of two kinds are (oneAssociation, naming the second).
 */
export function serviceTypeOf(body: ServiceBody, offered: readonly ServiceType[]): ServiceType {
  const keys = ASSOCIATION_KEYS.filter((key) => given(body, key));
  if (body.type !== undefined) {
    const other = keys.find((key) => KIND_OF[key] !== body.type);
    // Keys of another kind beside the type's own are two associations (oneAssociation, below).
    if (other && !keys.some((key) => KIND_OF[key] === body.type))
      throw validationError('type', 'typeMismatch', { association: (lang) => fieldLabel(other, lang) });
    return body.type;
  }
  const [first] = keys;
  if (first) {
    const other = keys.find((key) => KIND_OF[key] !== KIND_OF[first]);
    if (other) throw validationError(other, 'oneAssociation');
    return KIND_OF[first];
  }
  if (body.logisticService === true) return 'LOGISTIC';
  if (offered.length === 1) return offered[0];
  throw validationError('type', 'required');
}

/**
 * POST /services and PUT /services/{id}/update after their rules (docs/domain.md#services,
 * docs/domain.md#permissions): the type (sent or inferred, serviceTypeOf) one the caller offers; TRANSPORT needs towns (addTowns),
 * STORAGE a branch office (addBrancOffice), PRODUCTION exactly one of an activity or a process,
 * LOGISTIC a description; nothing of another type's association.
 */
export function normaliseService(body: ServiceBody, caller: Caller): ServiceFields {
  assertOffersServices(caller);
  if (body.user !== undefined && body.user !== caller.id) throw validationError('user', 'notYourself');
  const type = serviceTypeOf(body, serviceTypesOf(caller));
  if (!serviceTypesOf(caller).includes(type)) throw validationError('type', 'notOffered');
  const foreign = ASSOCIATION_KEYS.find((key) => KIND_OF[key] !== type && given(body, key));
  if (foreign) throw validationError(foreign, 'oneAssociation');
  const name = requiredLine(body.name, 'name');
  const fields = (description: string | null, association: ServiceAssociation): ServiceFields => ({
    name,
    description,
    type,
    public: body.public,
    association,
  });
  const description = freeText(body.description);

  switch (type) {
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
