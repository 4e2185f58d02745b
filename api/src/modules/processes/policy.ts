import { processes, type ProcessRow } from './tables';
import { enterpriseOwnedPolicy } from '../../access/production';

/** An enterprise's own processes (access/production.ts). */
export const processPolicy = enterpriseOwnedPolicy<ProcessRow>(processes);
