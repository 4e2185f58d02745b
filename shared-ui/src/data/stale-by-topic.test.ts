import { EVERY_READ } from '../testing/every-read';
import { routePrefix } from './route-query';
import { STALE_BY_TOPIC } from './stale-by-topic';

// The table names a few reads by path, without the route map: each must still be a read of the contract.
test('every key the topics make stale is the tag, or the tag and path, of a read of the contract', () => {
  const prefixes = EVERY_READ.flatMap(([, route]) => [JSON.stringify(routePrefix(route).slice(0, 1)), JSON.stringify(routePrefix(route))]);
  const unknown = Object.values(STALE_BY_TOPIC)
    .flat()
    .map((key) => JSON.stringify(key))
    .filter((key) => !prefixes.includes(key));
  expect(unknown).toEqual([]);
});
