import { createTestApp, type TestApp } from './app';
import { testDialect } from './tables';

/**
 * A second instance of the app beside `t`, on the same database, for tests of guarantees that must
 * hold across instances (requests sent at the same moment to both). On PostgreSQL it is a real
 * second app with its own pool. On SQLite it is `t` itself: two connections in one process cannot
 * take turns at a transaction (the waiting one's busy wait blocks the event loop the holder needs to
 * commit), and a SQLite deployment is one instance anyway; the requests still run side by side.
 */
export async function secondInstance(
  t: TestApp,
  env: Record<string, string> = {},
): Promise<{ other: TestApp; close: () => Promise<void> }> {
  if (testDialect !== 'pg') return { other: t, close: async () => {} };
  const other = await createTestApp({ shareWith: t, env });
  return { other, close: () => other.close() };
}
