import type { Service, ServiceBody, ServiceType } from '@agrocadena/contracts';

export interface TownChoice {
  _id: string;
  name: string;
  departmentId: number;
}

/** A production service is tied to an activity or to a process of mine. */
export type ProductionTie = 'activity' | 'process';

export interface ServiceFormValues {
  name?: string;
  type?: ServiceType;
  description?: string;
  public?: boolean;
  production?: ProductionTie;
  activity?: string;
  process?: string;
  branchOffice?: string;
  towns?: TownChoice[];
  image?: File | null;
}

/** The body of POST /services and PUT /services/{id}/update: only the association its type takes. */
export function toServiceBody(values: ServiceFormValues, userId: string): ServiceBody {
  const type = values.type as ServiceType;
  const description = values.description?.trim() || null;
  const body: ServiceBody = { user: userId, name: (values.name ?? '').trim(), type, description, public: Boolean(values.public) };
  if (type === 'TRANSPORT') body.towns = (values.towns ?? []).map((town) => town._id);
  if (type === 'STORAGE') body.branchOffice = values.branchOffice ?? null;
  if (type === 'PRODUCTION' && values.production === 'process') body.process = values.process ?? null;
  if (type === 'PRODUCTION' && values.production !== 'process') body.activity = values.activity ?? null;
  if (type === 'LOGISTIC') body.logisticService = true;
  return body;
}

export function serviceToFormValues(service: Service): ServiceFormValues {
  return {
    name: service.name,
    type: service.type,
    description: service.description ?? '',
    public: service.public,
    production: service.process ? 'process' : 'activity',
    activity: service.activity?._id,
    process: service.process?._id,
    branchOffice: service.branchOffice?._id,
    towns: service.towns,
    image: null,
  };
}

/** What the table's association column says (docs/domain.md#services): Activity, Process, Transport, Storage, Others, and what. */
export function associationOf(service: Service): { kind: 'activity' | 'process' | 'transport' | 'storage' | 'others'; detail: string } {
  if (service.activity) return { kind: 'activity', detail: service.activity.name };
  if (service.process) return { kind: 'process', detail: service.process.name };
  if (service.type === 'TRANSPORT') return { kind: 'transport', detail: service.towns.map((town) => town.name).join(', ') };
  if (service.branchOffice) return { kind: 'storage', detail: service.branchOffice.name };
  return { kind: 'others', detail: '' };
}

/** The towns after adding one: each once, in the order chosen. */
export const addTown = (towns: readonly TownChoice[], town: TownChoice): TownChoice[] =>
  towns.some((other) => other._id === town._id) ? [...towns] : [...towns, town];

/** The form's fields as the server names them ('towns.1' → towns). */
export const SERVICE_FIELDS = { fields: ['name', 'type', 'description', 'public', 'activity', 'process', 'branchOffice', 'towns'] };
