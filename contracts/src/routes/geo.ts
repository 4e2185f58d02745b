import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route';
import { Department, DepartmentParam, Town, TownParam } from '../schemas/geo';

const tags = ['geo'];

/** Colombian departments and municipalities (DANE codes). */
export const geoRoutes = {
  departments: defineRoute({
    method: 'GET',
    path: '/departments',
    access: 'public',
    tags,
    summary: 'The 33 departments, sorted by name',
    data: Type.Array(Department),
  }),
  departmentTowns: defineRoute({
    method: 'GET',
    path: '/departments/:id/towns',
    access: 'public',
    tags,
    summary: "A department's towns, sorted by name",
    params: DepartmentParam,
    data: Type.Array(Town),
  }),
  town: defineRoute({
    method: 'GET',
    path: '/towns/:id',
    access: 'public',
    tags,
    summary: 'One town by its DANE code (e.g. 08001)',
    params: TownParam,
    data: Town,
  }),
};
