import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes SQL migrations into drizzle/; both drivers apply them at start-up.
// The tables: each module's tables.ts, and those every module shares (db/schema/).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/tables.ts', './src/db/schema/*.ts'],
  out: './drizzle',
});
