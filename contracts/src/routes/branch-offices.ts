import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route';
import { BranchOffice, BranchOfficeBody } from '../schemas/branch-offices';
import { IdParam, PageQuery } from '../schemas/common';

const tags = ['branchOffices'];

/**
 * A user's branch offices with their map location. Owner only: another user's office reads as
 * 404, changing it answers 403, listing another user's offices answers 403.
 */
export const branchOfficesRoutes = {
  createBranchOffice: defineRoute({
    method: 'POST',
    path: '/branchOffices',
    access: 'private',
    tags,
    summary: 'Create a branch office of the caller',
    body: BranchOfficeBody,
    data: BranchOffice,
    status: 201,
    message: 'BRANCH_OFFICE_CREATED',
  }),
  userBranchOffices: defineRoute({
    method: 'GET',
    path: '/users/:id/branchOffices',
    access: 'private',
    tags,
    summary: "The caller's branch offices, newest first",
    params: IdParam,
    query: PageQuery,
    data: BranchOffice,
    paged: true,
  }),
  getBranchOffice: defineRoute({
    method: 'GET',
    path: '/branchOffices/:id',
    access: 'private',
    tags,
    summary: 'One of the caller’s branch offices',
    params: IdParam,
    data: BranchOffice,
  }),
  updateBranchOffice: defineRoute({
    method: 'PUT',
    path: '/branchOffices/:id',
    access: 'private',
    tags,
    summary: 'Replace the name, description, address and location of a branch office',
    params: IdParam,
    body: BranchOfficeBody,
    data: BranchOffice,
    message: 'BRANCH_OFFICE_UPDATED',
  }),
  deleteBranchOffice: defineRoute({
    method: 'DELETE',
    path: '/branchOffices/:id',
    access: 'private',
    tags,
    summary: 'Delete (hide) a branch office; services that point at it keep the reference',
    params: IdParam,
    data: Type.Null(),
    message: 'BRANCH_OFFICE_DELETED',
  }),
};
