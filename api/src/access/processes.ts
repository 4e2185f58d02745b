import { processes, type ProcessRow } from '../db/schema';
import { enterpriseOwnedPolicy } from './production';

/** An enterprise's own processes (access/production.ts). */
export const processPolicy = enterpriseOwnedPolicy<ProcessRow>(processes);
