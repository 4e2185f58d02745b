import type { ServiceBody } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { normaliseService, serviceTypeOf } from './rules';

const carrier = { id: 'c1', userType: 'LOGISTIC' } as Caller;
const plant = { id: 'p1', userType: 'ENTERPRISE' } as Caller;
const farmer = { id: 'f1', userType: 'AGRO' } as Caller;

const body = (overrides: Partial<ServiceBody>): ServiceBody => ({ name: ' Transporte refrigerado ', public: true, type: 'TRANSPORT', ...overrides });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { code: (error as { code: string }).code, ...(error as { details?: object }).details };
  }
  throw new Error('not refused');
};

describe('service rules', () => {
  it('refuses a user type that offers no services, and a type its own does not offer', () => {
    expect(refusal(() => normaliseService(body({}), farmer))).toMatchObject({ code: 'SERVICES_NOT_OFFERED' });
    expect(refusal(() => normaliseService(body({ type: 'PRODUCTION', activity: 'a' }), carrier))).toMatchObject({
      field: 'type',
      reason: 'notOffered',
    });
  });

  it('a transport service covers at least one town, each once', () => {
    expect(normaliseService(body({ towns: ['08001', '08758'] }), carrier)).toEqual({
      name: 'Transporte refrigerado',
      description: null,
      type: 'TRANSPORT',
      public: true,
      association: { kind: 'towns', ids: ['08001', '08758'] },
    });
    expect(refusal(() => normaliseService(body({ towns: [] }), carrier))).toMatchObject({ field: 'towns', reason: 'required' });
    expect(refusal(() => normaliseService(body({ towns: ['08001', '08001'] }), carrier))).toMatchObject({ field: 'towns.1', reason: 'duplicate' });
  });

  it('storage needs a branch office, production one activity or one process, logistics a description', () => {
    expect(refusal(() => normaliseService(body({ type: 'STORAGE' }), carrier))).toMatchObject({ field: 'branchOffice', reason: 'required' });
    expect(normaliseService(body({ type: 'STORAGE', branchOffice: 'b1' }), carrier).association).toEqual({ kind: 'branchOffice', id: 'b1' });
    expect(refusal(() => normaliseService(body({ type: 'PRODUCTION' }), plant))).toMatchObject({ field: 'activity', reason: 'required' });
    expect(refusal(() => normaliseService(body({ type: 'PRODUCTION', activity: 'a', process: 'p' }), plant))).toMatchObject({
      field: 'process',
      reason: 'oneAssociation',
    });
    expect(normaliseService(body({ type: 'PRODUCTION', process: 'p' }), plant).association).toEqual({ kind: 'process', id: 'p' });
    expect(refusal(() => normaliseService(body({ type: 'LOGISTIC', description: '  ' }), carrier))).toMatchObject({
      field: 'description',
      reason: 'required',
    });
    expect(normaliseService(body({ type: 'LOGISTIC', description: ' Cargue y descargue ' }), carrier)).toMatchObject({
      description: 'Cargue y descargue',
      association: { kind: 'none' },
    });
  });

  it('refuses another type’s association instead of keeping it silently', () => {
    expect(refusal(() => normaliseService(body({ type: 'STORAGE', branchOffice: 'b1', towns: ['08001'] }), carrier))).toMatchObject({
      field: 'towns',
      reason: 'oneAssociation',
    });
  });
});

describe('the type of a service', () => {
  const untyped = (overrides: Partial<ServiceBody>): ServiceBody => ({ name: 'S', public: true, ...overrides });
  const carrierTypes = ['TRANSPORT', 'STORAGE', 'LOGISTIC'] as const;

  it('is the one sent when it goes with the association', () => {
    expect(serviceTypeOf(untyped({ type: 'STORAGE', branchOffice: 'b1' }), carrierTypes)).toBe('STORAGE');
    expect(serviceTypeOf(untyped({ type: 'LOGISTIC', description: 'x' }), carrierTypes)).toBe('LOGISTIC');
  });

  it('without one, follows from the association key sent, or from the one type the caller offers', () => {
    expect(serviceTypeOf(untyped({ activity: 'a1' }), ['PRODUCTION'])).toBe('PRODUCTION');
    expect(serviceTypeOf(untyped({ process: 'p1', activity: null }), ['PRODUCTION'])).toBe('PRODUCTION');
    expect(serviceTypeOf(untyped({ branchOffice: 'b1', towns: [] }), carrierTypes)).toBe('STORAGE');
    expect(serviceTypeOf(untyped({ towns: ['08001'] }), carrierTypes)).toBe('TRANSPORT');
    expect(serviceTypeOf(untyped({ logisticService: true, description: 'x' }), carrierTypes)).toBe('LOGISTIC');
    expect(serviceTypeOf(untyped({}), ['PRODUCTION'])).toBe('PRODUCTION');
    expect(refusal(() => serviceTypeOf(untyped({ logisticService: false }), carrierTypes))).toMatchObject({ field: 'type', reason: 'required' });
  });

  it('refuses a type that contradicts the association, naming type', () => {
    expect(refusal(() => serviceTypeOf(untyped({ type: 'STORAGE', towns: ['08001'] }), carrierTypes))).toMatchObject({
      field: 'type',
      reason: 'typeMismatch',
    });
    expect(refusal(() => normaliseService(body({ type: 'LOGISTIC', description: 'x', branchOffice: 'b1' }), carrier))).toMatchObject({
      field: 'type',
      reason: 'typeMismatch',
    });
  });

  it('refuses keys of two kinds without a type, naming the second', () => {
    expect(refusal(() => serviceTypeOf(untyped({ branchOffice: 'b1', towns: ['08001'] }), carrierTypes))).toMatchObject({
      field: 'towns',
      reason: 'oneAssociation',
    });
  });

  it('an inferred type the caller does not offer is refused as a sent one is', () => {
    expect(refusal(() => normaliseService(untyped({ activity: 'a1' }), carrier))).toMatchObject({ field: 'type', reason: 'notOffered' });
  });
});
