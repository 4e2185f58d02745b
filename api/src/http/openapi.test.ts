import { withOpenApi30Bounds as converted } from './openapi';

test('an exclusive bound becomes the bound, marked exclusive', () => {
  expect(converted({ type: 'number', exclusiveMinimum: 0, maximum: 10 })).toEqual({
    type: 'number',
    minimum: 0,
    exclusiveMinimum: true,
    maximum: 10,
  });
  expect(converted({ type: 'number', exclusiveMaximum: 1 })).toEqual({ type: 'number', maximum: 1, exclusiveMaximum: true });
});

test('beside an inclusive bound, the stricter of the two is kept', () => {
  expect(converted({ type: 'number', minimum: 5, exclusiveMinimum: 0 })).toEqual({ type: 'number', minimum: 5 });
  expect(converted({ type: 'number', minimum: 0, exclusiveMinimum: 0 })).toEqual({ type: 'number', minimum: 0, exclusiveMinimum: true });
  expect(converted({ type: 'number', maximum: 3, exclusiveMaximum: 9 })).toEqual({ type: 'number', maximum: 3 });
});

test('nested schemas are reached; an OpenAPI 3.0 boolean is left alone', () => {
  const schema = { type: 'array', items: { type: 'object', properties: { amount: { type: 'number', exclusiveMinimum: 0 } } } };
  expect(converted(schema)).toEqual({
    type: 'array',
    items: { type: 'object', properties: { amount: { type: 'number', minimum: 0, exclusiveMinimum: true } } },
  });
  expect(converted({ type: 'number', minimum: 0, exclusiveMinimum: true })).toEqual({ type: 'number', minimum: 0, exclusiveMinimum: true });
});
