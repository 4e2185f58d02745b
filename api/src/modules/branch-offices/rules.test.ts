import { AppError } from '../../errors';
import { normaliseBranchOffice } from './rules';

const ME = '11111111-1111-4111-8111-111111111111';
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bodega Vía 40',
  description: 'Cuarto frío para lácteos',
  address: 'Vía 40 #73-290, Barranquilla',
  location: { latitude: 10.9685, longitude: -74.7813 },
  ...overrides,
});

function failure(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('normaliseBranchOffice', () => {
  test('trims name and address, keeps the location and the description', () => {
    expect(normaliseBranchOffice(body({ name: '  Bodega   Vía 40 ', address: ' Calle 30  #20-45 ' }), ME)).toEqual({
      name: 'Bodega Vía 40',
      description: 'Cuarto frío para lácteos',
      address: 'Calle 30 #20-45',
      latitude: 10.9685,
      longitude: -74.7813,
    });
  });

  test.each([undefined, null, '', '   \n '])('a blank description (%p) is dropped', (description) => {
    expect(normaliseBranchOffice(body({ description }), ME).description).toBeNull();
  });

  test.each([
    ['name', { name: '   ' }],
    ['address', { address: '\t' }],
    ['location', { location: undefined }],
    ['location', { location: { latitude: Number.NaN, longitude: -74.78 } }],
  ])('blank or missing %s → 400 naming it', (field, overrides) => {
    const error = failure(() => normaliseBranchOffice(body(overrides) as never, ME));
    expect(error).toMatchObject({ code: 'VALIDATION', statusCode: 400, details: { field, reason: 'required' } });
  });

  test.each([
    ['location.latitude', { latitude: 90.5, longitude: 0 }, 'maximum'],
    ['location.latitude', { latitude: -91, longitude: 0 }, 'minimum'],
    ['location.longitude', { latitude: 0, longitude: 180.01 }, 'maximum'],
    ['location.longitude', { latitude: 0, longitude: -181 }, 'minimum'],
  ])('%s out of range → 400', (field, location, reason) => {
    expect(failure(() => normaliseBranchOffice(body({ location }), ME)).details).toMatchObject({ field, reason });
  });

  test('the edges of the globe are valid', () => {
    expect(normaliseBranchOffice(body({ location: { latitude: -90, longitude: 180 } }), ME)).toMatchObject({ latitude: -90, longitude: 180 });
  });

  test('user must be the caller when given', () => {
    expect(normaliseBranchOffice(body({ user: ME }), ME).name).toBe('Bodega Vía 40');
    expect(failure(() => normaliseBranchOffice(body({ user: '22222222-2222-4222-8222-222222222222' }), ME)).details).toMatchObject({
      field: 'user',
      reason: 'notYourself',
    });
  });
});
