import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { NewUserRow, UserRow } from '../../db/schema';
import { gigArtwork, makePdf, makeZip } from '../../scripts/seed/demo-files';
import { handle, single, tables } from '../lib/db';
import type { TestApp } from './app';

// The one set of test factories: users with live sessions, gigs, multipart bodies and files.

let counter = 0;

/** A user row straight into the database (sign-up itself is tested by the accounts tests). */
export async function insertUser(
  db: Db,
  row: Partial<NewUserRow> & Pick<NewUserRow, 'email' | 'fullName'>,
): Promise<UserRow> {
  const { users } = tables(db);
  return single(
    await handle(db)
      .insert(users)
      .values({ isTermsAgreed: true, isEmailVerified: true, language: 'en', ...row })
      .returning(),
  );
}

/** A user with a live session: `{ id, user, row, token }` (`row` and `user` are the same row). Overrides win. */
export async function makeUser(t: TestApp, overrides: Partial<NewUserRow> = {}) {
  counter += 1;
  const user = await insertUser(t.db, {
    email: `member${counter}-${randomBytes(3).toString('hex')}@example.test`,
    fullName: `Member ${counter}`,
    ...overrides,
  });
  const { access } = await t.app.sessions.start(user.id);
  return { id: user.id, user, row: user, token: access };
}

export interface Part {
  filename: string;
  data: Buffer;
  contentType?: string;
}

/** A multipart/form-data body for `inject`: text fields (lists repeat) and files. */
export function multipart(fields: Record<string, string | string[]>, files: Record<string, Part> = {}) {
  const boundary = `----guild${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`),
      );
    }
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const files = {
  png: (name = 'shot.png'): Part => ({
    filename: name,
    data: gigArtwork(counter++, 64, 36),
    contentType: 'image/png',
  }),
  zip: (name = 'kit.zip'): Part => ({
    filename: name,
    data: makeZip({ 'README.md': '# Demo kit\n', 'index.html': '<h1>Kit</h1>\n' }),
    contentType: 'application/zip',
  }),
  pdf: (name = 'guide.pdf'): Part => ({
    filename: name,
    data: makePdf('Instructions', ['Unzip the kit.', 'Open index.html.']),
    contentType: 'application/pdf',
  }),
  text: (name = 'notes.txt'): Part => ({
    filename: name,
    data: Buffer.from('just text\n'),
    contentType: 'text/plain',
  }),
};

/** Creates a published gig through the API (JSON) and answers it. */
export async function makeGig(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/gig/v2-gigs/', {
    token,
    payload: { name: `Gig ${++counter}`, description: 'A kit.', pricing: '49.00', ...overrides },
  });
  if (res.status !== 201) throw new Error(`gig not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; [k: string]: unknown };
}
