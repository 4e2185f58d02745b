import fs from 'node:fs';
import { routes } from '@agrocadena/contracts';
import { collectRoutes } from '../http/routes';
import type { AppContext } from '../http/types';
import { commonMessages } from '../i18n/messages/common';
import { API_MODULES } from './all-modules.generated';

// What a new domain must get right besides its folder here and its part of the contract, which is all
// it touches in the API (docs/architecture.md, "Adding a domain"; the list of modules is written from
// the folders by scripts/registries.js).

test('every folder of modules/ is a module named after its folder', () => {
  const folders = fs
    .readdirSync(__dirname, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(API_MODULES.map((module) => module.name).sort()).toEqual(folders.sort());
});

test('each route of the contract has exactly one handler, in some module', () => {
  const handled = collectRoutes((r) => {
    for (const module of API_MODULES) module.routes(r, { ctx: {} as AppContext });
  }).map(({ route }) => route);
  expect(handled).toHaveLength(new Set(handled).size);
  expect(new Set(handled)).toEqual(new Set(Object.values(routes)));
});

test('no two modules give a text to the same code', () => {
  const codes = [commonMessages, ...API_MODULES.map((module) => module.messages ?? {})].flatMap((catalogue) => Object.keys(catalogue));
  expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
});
