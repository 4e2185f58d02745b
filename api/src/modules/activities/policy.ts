import { activities, type ActivityRow } from './tables';
import { enterpriseOwnedPolicy } from '../../access/production';

/** An enterprise's own activities (access/production.ts). */
export const activityPolicy = enterpriseOwnedPolicy<ActivityRow>(activities);
