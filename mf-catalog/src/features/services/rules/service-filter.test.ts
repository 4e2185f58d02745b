import { readServiceFilter, serviceListQuery, serviceSuggestQuery } from './service-filter';

const read = (search: string) => readServiceFilter(new URLSearchParams(search));

describe('the services catalogue’s filter', () => {
  it('looks for a transport by town, never by a name', () => {
    const transport = read('serviceType=TRANSPORT&townId=08001&name=frio');
    expect(transport).toMatchObject({ kind: 'SERVICE', serviceType: 'TRANSPORT', townId: '08001', text: '' });
    expect(serviceListQuery(transport)).toMatchObject({ serviceType: 'TRANSPORT', townId: '08001', name: undefined });
    expect(serviceSuggestQuery({ ...transport, text: 'frio' })).toBeNull();
  });

  it('keeps a town only for a transport, and only a DANE code', () => {
    expect(read('serviceType=STORAGE&townId=08001').townId).toBeNull();
    expect(read('serviceType=TRANSPORT&townId=x;1').townId).toBeNull();
    expect(read('serviceType=SPACE&name=x')).toMatchObject({ kind: 'NAME', serviceType: null });
  });

  it('suggests within the chosen service type', () => {
    expect(serviceSuggestQuery({ ...read('serviceType=PRODUCTION'), text: 'desp' })).toEqual({
      name: 'desp',
      provider: undefined,
      serviceType: 'PRODUCTION',
    });
  });
});
