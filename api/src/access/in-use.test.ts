import type { InUse } from '@agrocadena/contracts';
import { inUse, removalOutcome, usesText } from './in-use';

const cheese: InUse = { kind: 'activity', _id: 'a1', name: 'Cuajado' };
const line: InUse = { kind: 'process', _id: 'p1', name: 'Línea del queso' };
const run: InUse = { kind: 'run', _id: 'r1', name: 'Cuajado' };

describe('deleting or retiring (docs/domain.md#in-use)', () => {
  test('nothing uses it: deleted; anything does: refused; retiring is always possible', () => {
    expect(removalOutcome('delete', [])).toBe('delete');
    expect(removalOutcome('delete', [cheese])).toBe('refuse');
    expect(removalOutcome('retire', [])).toBe('retire');
    expect(removalOutcome('retire', [cheese, line])).toBe('retire');
  });

  test('the 409 names each user once and carries the list itself for the dialog', () => {
    expect(usesText([cheese, line, run])).toBe('«Cuajado», «Línea del queso»');
    const refusal = inUse('Leche', [cheese, run]);
    expect(refusal.statusCode).toBe(409);
    expect(refusal.code).toBe('IN_USE');
    expect(refusal.details).toMatchObject({ data: [cheese, run], params: { name: 'Leche', uses: '«Cuajado»' } });
  });
});
