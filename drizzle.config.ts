import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new timestamped migration from the schema; landed migrations are never edited.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
  migrations: { prefix: 'timestamp' },
});
