import { defineRoute } from '../route';
import { IdParam } from '../schemas/common';
import { UnseenRequestCounts, UpdateUserBody, UserProfile } from '../schemas/users';

const tags = ['users'];

/** The caller's own account: profile read/update and unseen request counts. */
export const usersRoutes = {
  getUser: defineRoute({
    method: 'GET',
    path: '/users/:id',
    access: 'private',
    tags,
    summary: "The caller's own profile",
    params: IdParam,
    data: UserProfile,
  }),
  updateUser: defineRoute({
    method: 'PUT',
    path: '/users/:id/update',
    access: 'private',
    tags,
    summary:
      "Update the caller's own profile (natural/juridical rules as at sign-up); a new email waits as pendingEmail for the link mailed to it, answered alike whether or not another account holds it, and new addresses are limited per account and per address (429)",
    params: IdParam,
    body: UpdateUserBody,
    data: UserProfile,
    message: 'USER_UPDATED',
  }),
  countUnseenRequests: defineRoute({
    method: 'GET',
    path: '/users/:id/countUnseenRequests',
    access: 'private',
    tags: ['users', 'requests'],
    summary: 'Unseen requests: received (to act on as provider) and sent (proposals awaiting the caller)',
    params: IdParam,
    data: UnseenRequestCounts,
  }),
};
