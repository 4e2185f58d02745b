import { defineRoute } from '../route';
import { PublicConfig } from '../schemas/config';

export const configRoutes = {
  config: defineRoute({
    method: 'GET',
    path: '/config',
    access: 'public',
    tags: ['config'],
    summary: 'Public settings of this deployment (map tiles)',
    data: PublicConfig,
  }),
};
