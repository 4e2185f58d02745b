import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes SQL migrations into drizzle/; both drivers apply them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
