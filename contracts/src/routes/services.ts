import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route';
import { IdParam, PageQuery } from '../schemas/common';
import { Service, ServiceBody } from '../schemas/services';

const tags = ['services'];

/**
 * The services a carrier or an enterprise offers (docs/domain.md#services). Other user types get
 * 403 SERVICES_NOT_OFFERED. Owner only: another user's service reads as 404, changing it answers
 * 403, listing another user's services answers 403.
 */
export const servicesRoutes = {
  createService: defineRoute({
    method: 'POST',
    path: '/services',
    access: 'private',
    tags,
    summary: 'Create a service of the caller (its image follows through POST /upload, type serviceImage)',
    body: ServiceBody,
    data: Service,
    status: 201,
    message: 'SERVICE_CREATED',
  }),
  userServices: defineRoute({
    method: 'GET',
    path: '/users/:id/services',
    access: 'private',
    tags,
    summary: "The caller's services, newest first",
    params: IdParam,
    query: PageQuery,
    data: Service,
    paged: true,
  }),
  getService: defineRoute({
    method: 'GET',
    path: '/services/:id',
    access: 'private',
    tags,
    summary: 'One of the caller’s services',
    params: IdParam,
    data: Service,
  }),
  updateService: defineRoute({
    method: 'PUT',
    path: '/services/:id/update',
    access: 'private',
    tags,
    summary: 'Replace a service’s fields and association',
    params: IdParam,
    body: ServiceBody,
    data: Service,
    message: 'SERVICE_UPDATED',
  }),
  deleteService: defineRoute({
    method: 'DELETE',
    path: '/services/:id/deleteService',
    access: 'private',
    tags,
    summary: 'Delete (hide) a service; requests made to it keep it',
    params: IdParam,
    data: Type.Null(),
    message: 'SERVICE_DELETED',
  }),
};
