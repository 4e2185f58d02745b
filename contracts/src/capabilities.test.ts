import { capabilitiesOf, SERVICE_TYPES_BY_USER, USER_CAPABILITIES } from './capabilities';
import { PRODUCT_TYPES, USER_TYPES } from './enums';

const whoCan = (can: (type: (typeof USER_TYPES)[number]) => boolean) => USER_TYPES.filter(can);

describe('what each user type may do', () => {
  test('every user type has its row', () => {
    expect(Object.keys(USER_CAPABILITIES).sort()).toEqual([...USER_TYPES].sort());
  });

  test('carriers keep no products; suppliers register supplies only; the others any type', () => {
    expect(whoCan((type) => !capabilitiesOf(type).keepsProducts)).toEqual(['LOGISTIC']);
    expect(capabilitiesOf('SUPPLIER').productTypes).toEqual(['SUPPLIE']);
    expect(capabilitiesOf('LOGISTIC').productTypes).toEqual([]);
    for (const type of ['REQUESTER', 'AGRO', 'ENTERPRISE', 'MINORIST'] as const) expect(capabilitiesOf(type).productTypes).toEqual(PRODUCT_TYPES);
  });

  test('carriers offer transport, storage and logistics; enterprises production; no one else offers services', () => {
    expect(capabilitiesOf('LOGISTIC').serviceTypes).toEqual(['TRANSPORT', 'STORAGE', 'LOGISTIC']);
    expect(capabilitiesOf('ENTERPRISE').serviceTypes).toEqual(['PRODUCTION']);
    expect(whoCan((type) => capabilitiesOf(type).serviceTypes.length > 0)).toEqual(['ENTERPRISE', 'LOGISTIC']);
  });

  test('only enterprises run production; only carriers keep branch offices; only retailers buy what they sell', () => {
    expect(whoCan((type) => capabilitiesOf(type).hasProduction)).toEqual(['ENTERPRISE']);
    expect(whoCan((type) => capabilitiesOf(type).hasBranchOffices)).toEqual(['LOGISTIC']);
    expect(whoCan((type) => capabilitiesOf(type).buysToSell)).toEqual(['MINORIST']);
  });

  test('a requester only asks, and keeps what it receives for its own use', () => {
    expect(whoCan((type) => !capabilitiesOf(type).receivesRequests)).toEqual(['REQUESTER']);
    expect(whoCan((type) => !capabilitiesOf(type).sellsGoods)).toEqual(['REQUESTER']);
  });

  test('the rows agree with themselves', () => {
    for (const type of USER_TYPES) {
      const can = capabilitiesOf(type);
      expect([type, can.productTypes.length > 0]).toEqual([type, can.keepsProducts]);
      // A production service names an activity or a process, a storage service a branch office.
      if (can.serviceTypes.includes('PRODUCTION')) expect([type, can.hasProduction]).toEqual([type, true]);
      if (can.serviceTypes.includes('STORAGE')) expect([type, can.hasBranchOffices]).toEqual([type, true]);
      if (can.serviceTypes.length > 0 || can.keepsProducts) expect([type, can.receivesRequests || !can.sellsGoods]).toEqual([type, true]);
    }
  });

  test('no user, or a type this contract does not know, may do nothing', () => {
    for (const unknown of [undefined, null, 'ASTRONAUT', 'toString']) {
      const can = capabilitiesOf(unknown as never);
      expect(can.keepsProducts || can.hasProduction || can.hasBranchOffices || can.receivesRequests).toBe(false);
      expect(can.serviceTypes).toEqual([]);
    }
  });

  test('the service types by user type that contracts 2.0 exported are the table’s', () => {
    expect(SERVICE_TYPES_BY_USER).toEqual({ LOGISTIC: ['TRANSPORT', 'STORAGE', 'LOGISTIC'], ENTERPRISE: ['PRODUCTION'] });
  });
});
