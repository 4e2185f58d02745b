// shared-ui is on every page of the suite; leaflet belongs only to the pages that draw a map. Were
// any module of the entry to import it (statically), requiring the entry would require it too.
jest.mock('leaflet', () => {
  throw new Error('leaflet was loaded with the shared-ui entry');
});
jest.mock('react-leaflet', () => {
  throw new Error('react-leaflet was loaded with the shared-ui entry');
});

describe("shared-ui's entry", () => {
  it('offers the map components without loading leaflet: it comes when a map is drawn', () => {
    let entry: typeof import('../../index') | undefined;
    expect(() => {
      entry = jest.requireActual<typeof import('../../index')>('../../index');
    }).not.toThrow();
    expect(entry?.PlaceMap).toEqual(expect.any(Function));
    expect(entry?.LocationPicker).toEqual(expect.any(Function));
  });
});
