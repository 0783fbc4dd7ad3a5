import { defineConfig } from 'drizzle-kit';

// The PostgreSQL migrations: `npm run db:generate` runs this beside drizzle.config.ts (SQLite).
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema-pg/index.ts',
  out: './db/migrations-pg',
});
