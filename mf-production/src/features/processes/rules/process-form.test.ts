import { addStep, moveStep, removeStep, toProcessBody } from './process-form';

const a = { _id: 'a', name: 'Selección' };
const b = { _id: 'b', name: 'Despulpado' };
const c = { _id: 'c', name: 'Empaque' };

describe('process form rules', () => {
  it('adds an activity once only', () => {
    expect(addStep([a], b)).toEqual([a, b]);
    expect(addStep([a, b], a)).toEqual([a, b]);
  });

  it('moves a step to where it was dropped, and removes one', () => {
    expect(moveStep([a, b, c], 2, 0)).toEqual([c, a, b]);
    expect(moveStep([a, b, c], 0, 1)).toEqual([b, a, c]);
    expect(moveStep([a, b, c], 1, 1)).toEqual([a, b, c]);
    expect(removeStep([a, b, c], 'b')).toEqual([a, c]);
  });

  it('sends the activities as ids in order, texts trimmed', () => {
    expect(toProcessBody({ name: ' Línea ', description: ' Pulpa ', activities: [c, a] }, 'u1')).toEqual({
      user: 'u1',
      name: 'Línea',
      description: 'Pulpa',
      activities: ['c', 'a'],
    });
  });
});
