import fs from 'node:fs';
import { routes } from '@agrocadena/contracts';
import { collectRoutes } from '../http/routes';
import type { AppContext } from '../http/types';
import { commonMessages } from '../i18n/messages/common';
import { API_MODULES } from '.';

// The registries a new domain could be forgotten in. Adding one is its folder here, its part of the
// contract and its line in modules/index.ts (docs/architecture.md, "Adding a domain").

test('every folder of modules/ is registered, under its own name', () => {
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
