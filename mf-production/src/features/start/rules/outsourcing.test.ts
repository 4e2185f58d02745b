import { DAIRY, PEDRO, PULP_SERVICE } from '../../../test/outsourcing-fixtures';
import { MANGO, PACKED, PULP } from '../../../test/plan-fixtures';
import { counterpartOptions, outsourceBody, outsourceOrder, providerLabel, serviceLabel, wantedOutputs } from './outsourcing';
import { START_DRAFT_KEY, takeStartDraft, writeStartDraft } from './start-draft';

describe('outsourcing labels', () => {
  it('names a provider by its enterprise and its person, or whichever it has', () => {
    expect(providerLabel(DAIRY)).toBe('Lácteos del Valle (María Gómez)');
    expect(providerLabel(PEDRO)).toBe('Pedro Ruiz');
    expect(providerLabel({ firstName: null, lastName: null, enterpriseName: 'Frutas SAS' })).toBe('Frutas SAS');
  });

  it('names a service with what it runs', () => {
    expect(serviceLabel(DAIRY.services[0])).toBe('Despulpado a façon · Despulpado industrial');
    expect(serviceLabel(DAIRY.services[1])).toBe('Quesos por encargo · Línea de quesos');
    expect(serviceLabel({ ...DAIRY.services[0], name: 'Despulpado industrial' })).toBe('Despulpado industrial');
  });
});

describe('the homologation', () => {
  it('offers only the service’s products of the same unit', () => {
    expect(counterpartOptions(PULP, PULP_SERVICE.outputProducts).map((p) => p._id)).toEqual(['their-frozen', 'their-fresh']);
    expect(counterpartOptions(PACKED, PULP_SERVICE.outputProducts).map((p) => p._id)).toEqual(['their-cups']);
  });

  it('keeps my outputs above 0 and needs every field and a counterpart for each', () => {
    const outputs = wantedOutputs([PULP, MANGO], { [PULP._id]: 30 });
    expect(outputs).toEqual([{ product: PULP, amount: 30 }]);
    const values = { providerId: 'u-dairy', serviceId: 's-pulp', requiredDate: '2026-04-01' };
    expect(outsourceOrder(values, outputs)).toBeNull();
    expect(outsourceOrder({ ...values, requiredDate: undefined, counterparts: { [PULP._id]: 'their-fresh' } }, outputs)).toBeNull();
    const order = outsourceOrder({ ...values, counterparts: { [PULP._id]: 'their-fresh' } }, outputs);
    expect(order).toEqual({ ...values, counterparts: { [PULP._id]: 'their-fresh' } });
    expect(outsourceBody('a-pulping', [{ id: PULP._id, amount: 30 }], order!)).toEqual({
      activityId: 'a-pulping',
      providerId: 'u-dairy',
      serviceId: 's-pulp',
      requiredDate: '2026-04-01',
      expectedOutputProducts: [{ id: PULP._id, amount: 30, counterpart: 'their-fresh' }],
    });
  });
});

describe('the start draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the amounts back once, and only to what was being started', () => {
    writeStartDraft(sessionStorage, { of: 'activity:a1', amounts: { p: 3 } });
    expect(takeStartDraft(sessionStorage, 'activity:a1')).toEqual({ of: 'activity:a1', amounts: { p: 3 } });
    expect(takeStartDraft(sessionStorage, 'activity:a1')).toBeNull();
    writeStartDraft(sessionStorage, { of: 'activity:a1', amounts: { p: 3 } });
    expect(takeStartDraft(sessionStorage, 'process:a1')).toBeNull();
    sessionStorage.setItem(START_DRAFT_KEY, '{not json');
    expect(takeStartDraft(sessionStorage, 'activity:a1')).toBeNull();
  });
});
