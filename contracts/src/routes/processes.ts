import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route';
import { IdParam, InUse, PageQuery } from '../schemas/common';
import { Process, ProcessBody, ProcessesOverview } from '../schemas/processes';

const tags = ['processes'];

/**
 * A user's processes (docs/domain.md#processes). ENTERPRISE users only (403 ENTERPRISE_ONLY for the
 * others); owner only, as activities.
 */
export const processesRoutes = {
  createProcess: defineRoute({
    method: 'POST',
    path: '/processes',
    access: 'private',
    tags,
    summary: 'Create a process of the caller from activities in order',
    body: ProcessBody,
    data: Process,
    status: 201,
    message: 'PROCESS_CREATED',
  }),
  userProcesses: defineRoute({
    method: 'GET',
    path: '/users/:id/processes',
    access: 'private',
    tags,
    summary: "The caller's processes, newest first",
    params: IdParam,
    query: PageQuery,
    data: Process,
    paged: true,
  }),
  getProcess: defineRoute({
    method: 'GET',
    path: '/processes/:id',
    access: 'private',
    tags,
    summary: 'One of the caller’s processes with its activities in order',
    params: IdParam,
    data: Process,
  }),
  updateProcess: defineRoute({
    method: 'PUT',
    path: '/processes/:id/update',
    access: 'private',
    tags,
    summary: 'Replace the name, description and activities (in order) of a process',
    params: IdParam,
    body: ProcessBody,
    data: Process,
    message: 'PROCESS_UPDATED',
  }),
  deleteProcess: defineRoute({
    method: 'DELETE',
    path: '/processes/:id/deleteProcess',
    access: 'private',
    tags,
    summary: 'Delete (hide) a process; production orders from it keep its name. 409 IN_USE while an order from it is not over',
    params: IdParam,
    data: Type.Null(),
    /** The orders not yet over. */
    conflictData: Type.Array(InUse),
    message: 'PROCESS_DELETED',
  }),
  retireProcess: defineRoute({
    method: 'POST',
    path: '/processes/:id/retire',
    access: 'private',
    tags,
    summary: 'Retire a process, in use or not: no longer offered to start; its orders keep working',
    params: IdParam,
    data: Type.Null(),
    message: 'PROCESS_RETIRED',
  }),
  processesOverview: defineRoute({
    method: 'GET',
    path: '/users/:id/processesOverview',
    access: 'private',
    tags,
    summary: "The caller's processes and the production orders started from them, by state",
    params: IdParam,
    data: ProcessesOverview,
  }),
};
