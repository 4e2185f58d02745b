import { parseCsvLine, readDivipola } from './geography';

test('CSV lines with quoted commas', () => {
  expect(parseCsvLine('11,Bogotá D.C.,11001,"Bogotá, D.C."')).toEqual(['11', 'Bogotá D.C.', '11001', 'Bogotá, D.C.']);
  expect(parseCsvLine('a,"b ""c""",d')).toEqual(['a', 'b "c"', 'd']);
});

test('DIVIPOLA: 33 departments, 1,094 towns, Atlántico = 8', () => {
  const data = readDivipola();
  expect(data.departments).toHaveLength(33);
  expect(data.towns).toHaveLength(1094);
  expect(data.departments).toContainEqual({ id: 8, name: 'Atlántico' });
  expect(data.towns).toContainEqual({ id: '08001', name: 'Barranquilla', departmentId: 8 });
  expect(new Set(data.towns.map((t) => t.id)).size).toBe(1094);
});
