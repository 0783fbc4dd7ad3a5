import type { Db } from '../../../db/client';
import { type NewUserRow, users } from '../../../db/schema';
import type { TestApp } from '../../test/app';

let counter = 0;

/** A user straight into the database, with a live session: `{ user, token }`. Overrides win. */
export async function makeUser(t: TestApp, overrides: Partial<NewUserRow> = {}) {
  counter += 1;
  const user = insertUser(t.db, {
    email: `member${counter}-${Date.now()}@example.test`,
    fullName: `Member ${counter}`,
    ...overrides,
  });
  const { access } = await t.app.sessions.start(user.id);
  return { user, token: access };
}

export function insertUser(db: Db, row: Partial<NewUserRow> & Pick<NewUserRow, 'email' | 'fullName'>) {
  return db
    .insert(users)
    .values({ isTermsAgreed: true, isEmailVerified: true, language: 'en', ...row })
    .returning()
    .get();
}
