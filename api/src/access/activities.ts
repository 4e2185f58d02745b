import { activities, type ActivityRow } from '../db/schema';
import { enterpriseOwnedPolicy } from './production';

/** An enterprise's own activities (access/production.ts). */
export const activityPolicy = enterpriseOwnedPolicy<ActivityRow>(activities);
