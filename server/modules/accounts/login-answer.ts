import type { LoginSession, User } from '../../../contracts/auth';
import type { UserRow } from '../../../db/schema';
import type { Storage } from '../../plugins/storage';
import type { FirebaseTokens, ProfileFacts, SessionKeeper } from '../../ports';
import { serializeUser } from './serializers';

export interface LoginAnswerDeps {
  sessions: SessionKeeper;
  firebase: FirebaseTokens;
  storage: Storage;
  profileFacts: ProfileFacts;
}

/** The User answer and the login answer (a new session for the user), shared by every way in. */
export function createLoginAnswers({ sessions, firebase, storage, profileFacts }: LoginAnswerDeps) {
  const toUser = async (row: UserRow): Promise<User> =>
    serializeUser(row, (key) => storage.publicUrl(key), await profileFacts.linksAndSkills(row.id));

  return {
    toUser,
    /** The login answer; the Firebase custom token only when Firebase is configured. */
    async loginSession(row: UserRow): Promise<LoginSession> {
      const { access, refresh } = await sessions.start(row.id);
      return {
        user: await toUser(row),
        access,
        refresh,
        firebase_custom_token: await firebase.customToken(row.id),
      };
    },
  };
}

export type LoginAnswers = ReturnType<typeof createLoginAnswers>;
