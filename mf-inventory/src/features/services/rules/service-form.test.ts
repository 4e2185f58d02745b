import type { Service } from '@agrocadena/contracts';
import { addTown, associationOf, serviceToFormValues, toServiceBody } from './service-form';

const barranquilla = { _id: '08001', name: 'Barranquilla', departmentId: 8 };
const soledad = { _id: '08758', name: 'Soledad', departmentId: 8 };

const service = (extra: Partial<Service>): Service => ({
  _id: 's1',
  name: 'Servicio',
  description: null,
  type: 'TRANSPORT',
  public: true,
  image: null,
  imageThumbnail: null,
  activity: null,
  process: null,
  branchOffice: null,
  towns: [],
  logisticService: false,
  user: 'u1',
  createdAt: '',
  updatedAt: '',
  ...extra,
});

describe('service form rules', () => {
  it('sends only the association of the chosen type', () => {
    const base = { name: ' Frío ', description: '  ', public: true, towns: [barranquilla], branchOffice: 'b1', activity: 'a1', process: 'p1' };
    expect(toServiceBody({ ...base, type: 'TRANSPORT' }, 'u1')).toEqual({
      user: 'u1',
      name: 'Frío',
      type: 'TRANSPORT',
      description: null,
      public: true,
      towns: ['08001'],
    });
    expect(toServiceBody({ ...base, type: 'STORAGE' }, 'u1')).toMatchObject({ branchOffice: 'b1' });
    expect(toServiceBody({ ...base, type: 'STORAGE' }, 'u1')).not.toHaveProperty('towns');
    expect(toServiceBody({ ...base, type: 'PRODUCTION', production: 'process' }, 'u1')).toMatchObject({ process: 'p1' });
    expect(toServiceBody({ ...base, type: 'PRODUCTION', production: 'activity' }, 'u1')).toMatchObject({ activity: 'a1' });
    expect(toServiceBody({ ...base, type: 'PRODUCTION', production: 'activity' }, 'u1')).not.toHaveProperty('process');
    expect(toServiceBody({ ...base, type: 'LOGISTIC', description: ' Cargue ' }, 'u1')).toMatchObject({
      description: 'Cargue',
      logisticService: true,
    });
  });

  it('a town is added once', () => {
    expect(addTown(addTown([barranquilla], soledad), barranquilla)).toEqual([barranquilla, soledad]);
  });

  it('names the association as the table shows it, and reads a service back into the form', () => {
    expect(associationOf(service({ towns: [barranquilla, soledad] }))).toEqual({ kind: 'transport', detail: 'Barranquilla, Soledad' });
    expect(associationOf(service({ type: 'PRODUCTION', process: { _id: 'p1', name: 'Línea' } }))).toEqual({ kind: 'process', detail: 'Línea' });
    expect(associationOf(service({ type: 'LOGISTIC', logisticService: true }))).toEqual({ kind: 'others', detail: '' });
    expect(serviceToFormValues(service({ type: 'PRODUCTION', process: { _id: 'p1', name: 'Línea' } }))).toMatchObject({
      production: 'process',
      process: 'p1',
    });
  });
});
