import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes the next numbered, forward-only migration from the table definitions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
