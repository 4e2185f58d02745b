import { buildApp } from '../../app';
import type { Db } from '../../db/client';
import { client } from '../../../test/support/http';
import { useTestApp } from '../../../test/support/test-app';

const t = useTestApp();

test('GET /config is public and defaults to the OpenStreetMap tile server', async () => {
  const res = await client(t.baseUrl).get('/config');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    success: true,
    data: { mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', mapAttribution: '© OpenStreetMap contributors' },
  });
});

test('a deployment points the map at its own tiles', async () => {
  // /config never touches the database.
  const app = await buildApp({
    db: {} as Db,
    dataDir: t.dataDir,
    publicUrl: 'http://agro.test',
    mapTileUrl: 'https://tiles.example.co/{z}/{x}/{y}.png',
    mapAttribution: '© Mapas del Caribe',
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const res = await client(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`).get('/config');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ mapTileUrl: 'https://tiles.example.co/{z}/{x}/{y}.png', mapAttribution: '© Mapas del Caribe' });
  } finally {
    await app.close();
  }
});
