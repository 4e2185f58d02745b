import { formFieldOf } from './server-errors';

const mapping = {
  fields: ['email', 'town', 'location', 'phone'],
  aliases: { phoneNumbers: 'phone', latitude: 'location', longitude: 'location' },
};

describe('formFieldOf', () => {
  it('finds the field however the API spells its path', () => {
    expect(formFieldOf('email', mapping)).toBe('email');
    expect(formFieldOf('/body/town', mapping)).toBe('town');
    expect(formFieldOf('location.latitude', mapping)).toBe('location');
    expect(formFieldOf('longitude', mapping)).toBe('location');
    expect(formFieldOf('phoneNumbers.0', mapping)).toBe('phone');
  });

  it('keeps the index of a list field', () => {
    const lists = { fields: ['email'], lists: ['phoneNumbers'] };
    expect(formFieldOf('phoneNumbers.1', lists)).toEqual(['phoneNumbers', 1]);
    expect(formFieldOf('/phoneNumbers/2', lists)).toEqual(['phoneNumbers', 2]);
    expect(formFieldOf('phoneNumbers[1]', lists)).toEqual(['phoneNumbers', 1]);
    expect(formFieldOf('phoneNumbers', lists)).toEqual(['phoneNumbers', 0]);
  });

  it('answers undefined for a field the form does not have', () => {
    expect(formFieldOf('password', mapping)).toBeUndefined();
    expect(formFieldOf('body', mapping)).toBeUndefined();
    expect(formFieldOf(undefined, mapping)).toBeUndefined();
  });
});
