import type { ActivityBody } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { normaliseActivity } from './rules';

const enterprise: Caller = { id: 'e1', userType: 'ENTERPRISE' };
const body = (overrides: Partial<ActivityBody> = {}): ActivityBody => ({
  name: '  Despulpado   de mango ',
  description: 'Pulpa a partir de mango seleccionado',
  estimatedDurationInHours: 2.5,
  inputProducts: [{ id: 'mango', amount: 100 }],
  outputProducts: [
    { id: 'pulp', amount: 62.5 },
    { id: 'peel', amount: 30 },
  ],
  ...overrides,
});
const refused = (field: string, reason: string) =>
  expect.objectContaining({ code: 'VALIDATION', details: expect.objectContaining({ field, reason }) });

describe('normaliseActivity', () => {
  it('keeps the fields, trimmed, and the amounts exact to the hundredth', () => {
    expect(normaliseActivity(body(), enterprise)).toEqual({
      name: 'Despulpado de mango',
      description: 'Pulpa a partir de mango seleccionado',
      estimatedDurationHours: '2.50',
      inputs: [{ productId: 'mango', amount: '100.00' }],
      outputs: [
        { productId: 'pulp', amount: '62.50' },
        { productId: 'peel', amount: '30.00' },
      ],
    });
  });

  it.each(['AGRO', 'LOGISTIC', 'SUPPLIER', 'MINORIST', 'REQUESTER'] as const)('refuses a %s user: activities are an enterprise’s', (userType) => {
    expect(() => normaliseActivity(body(), { id: 'x', userType })).toThrow(expect.objectContaining({ code: 'ENTERPRISE_ONLY', statusCode: 403 }));
  });

  it('refuses blank text, amounts not above zero, more than two decimals and a product twice on a side', () => {
    expect(() => normaliseActivity(body({ name: '   ' }), enterprise)).toThrow(refused('name', 'required'));
    expect(() => normaliseActivity(body({ description: ' ' }), enterprise)).toThrow(refused('description', 'required'));
    expect(() => normaliseActivity(body({ outputProducts: [{ id: 'pulp', amount: 0 }] }), enterprise)).toThrow(
      refused('outputProducts.0.amount', 'aboveZero'),
    );
    expect(() => normaliseActivity(body({ inputProducts: [{ id: 'mango', amount: -1 }] }), enterprise)).toThrow(
      refused('inputProducts.0.amount', 'aboveZero'),
    );
    expect(() => normaliseActivity(body({ inputProducts: [{ id: 'mango', amount: 1.005 }] }), enterprise)).toThrow(
      refused('inputProducts.0.amount', 'twoDecimals'),
    );
    expect(() =>
      normaliseActivity(
        body({
          inputProducts: [
            { id: 'mango', amount: 1 },
            { id: 'mango', amount: 2 },
          ],
        }),
        enterprise,
      ),
    ).toThrow(refused('inputProducts.1.id', 'duplicate'));
    expect(() => normaliseActivity(body({ user: 'someone-else' }), enterprise)).toThrow(refused('user', 'notYourself'));
  });

  it('lets one product be an input and an output (a re-packing activity)', () => {
    const fields = normaliseActivity(body({ inputProducts: [{ id: 'pulp', amount: 1 }] }), enterprise);
    expect(fields.inputs[0].productId).toBe(fields.outputs[0].productId);
  });
});
