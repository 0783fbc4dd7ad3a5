import pg from 'pg';

// PostgreSQL maintenance for the tests (no Vitest import: server/test/pg-setup.ts runs outside the workers).

/** `url` with another database name. */
export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops a database, ending whatever is still connected to it. The tests' role is no superuser, and
 * PostgreSQL lets it end only its own sessions: when an autovacuum worker has started on the
 * database meanwhile, `DROP … WITH (FORCE)` fails with 42501 ("must be a member of the role whose
 * process is being terminated") until the worker is done, so it is tried again for up to 5 s.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt >= 25) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
