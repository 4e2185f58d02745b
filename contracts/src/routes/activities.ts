import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route';
import { ActivitiesOverview, Activity, ActivityBody } from '../schemas/activities';
import { IdParam, InUse, PageQuery } from '../schemas/common';

const tags = ['activities'];

/**
 * A user's production activities (docs/domain.md#activities). ENTERPRISE users only: any other type
 * gets 403 ENTERPRISE_ONLY on every call. Owner only: another user's activity reads as 404,
 * changing it answers 403, listing another user's activities answers 403.
 */
export const activitiesRoutes = {
  createActivity: defineRoute({
    method: 'POST',
    path: '/activities',
    access: 'private',
    tags,
    summary: 'Create an activity of the caller',
    body: ActivityBody,
    data: Activity,
    status: 201,
    message: 'ACTIVITY_CREATED',
  }),
  userActivities: defineRoute({
    method: 'GET',
    path: '/users/:id/activities',
    access: 'private',
    tags,
    summary: "The caller's activities, newest first",
    params: IdParam,
    query: PageQuery,
    data: Activity,
    paged: true,
  }),
  getActivity: defineRoute({
    method: 'GET',
    path: '/activities/:id',
    access: 'private',
    tags,
    summary: 'One of the caller’s activities, with its products (also a hidden product, by name)',
    params: IdParam,
    data: Activity,
  }),
  updateActivity: defineRoute({
    method: 'PUT',
    path: '/activities/:id/update',
    access: 'private',
    tags,
    summary: 'Replace the name, description, duration and products of an activity',
    params: IdParam,
    body: ActivityBody,
    data: Activity,
    message: 'ACTIVITY_UPDATED',
  }),
  deleteActivity: defineRoute({
    method: 'DELETE',
    path: '/activities/:id/deleteActivity',
    access: 'private',
    tags,
    summary: 'Delete (hide) an activity; what ran from it keeps its name. 409 IN_USE while a process or a run not yet over uses it',
    params: IdParam,
    data: Type.Null(),
    /** What uses the activity. */
    conflictData: Type.Array(InUse),
    message: 'ACTIVITY_DELETED',
  }),
  retireActivity: defineRoute({
    method: 'POST',
    path: '/activities/:id/retire',
    access: 'private',
    tags,
    summary: 'Retire an activity, in use or not: no longer offered for new runs or processes; the processes and runs that use it keep working',
    params: IdParam,
    data: Type.Null(),
    message: 'ACTIVITY_RETIRED',
  }),
  activitiesOverview: defineRoute({
    method: 'GET',
    path: '/users/:id/activitiesOverview',
    access: 'private',
    tags,
    summary: "The caller's activities and their runs by state",
    params: IdParam,
    data: ActivitiesOverview,
  }),
};
