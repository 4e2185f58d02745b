import type { Caller } from '../../access/policy';
import { normaliseProcess } from './rules';

const enterprise: Caller = { id: 'e1', userType: 'ENTERPRISE' };
const refused = (field: string, reason: string) =>
  expect.objectContaining({ code: 'VALIDATION', details: expect.objectContaining({ field, reason }) });

describe('normaliseProcess', () => {
  it('keeps the activities in the order given, the text trimmed', () => {
    expect(normaliseProcess({ name: ' Línea  de pulpa ', description: 'Mango', activities: ['c', 'a', 'b'] }, enterprise)).toEqual({
      name: 'Línea de pulpa',
      description: 'Mango',
      activityIds: ['c', 'a', 'b'],
    });
  });

  it('refuses an activity twice (naming the second), blank text, another user and a non-enterprise', () => {
    expect(() => normaliseProcess({ name: 'P', description: 'D', activities: ['a', 'b', 'a'] }, enterprise)).toThrow(
      refused('activities.2', 'duplicate'),
    );
    expect(() => normaliseProcess({ name: ' ', description: 'D', activities: ['a'] }, enterprise)).toThrow(refused('name', 'required'));
    expect(() => normaliseProcess({ name: 'P', description: 'D', activities: ['a'], user: 'x' }, enterprise)).toThrow(refused('user', 'notYourself'));
    expect(() => normaliseProcess({ name: 'P', description: 'D', activities: ['a'] }, { id: 'f', userType: 'AGRO' })).toThrow(
      expect.objectContaining({ code: 'ENTERPRISE_ONLY' }),
    );
  });
});
