// TEMPORARY: moved to src/shared/ (what features share). Kept only for the mutation hooks being
// reworked elsewhere, which still import this path: once they import the new one, delete this file.
export * from '../../../shared/api/branch-offices-api';
