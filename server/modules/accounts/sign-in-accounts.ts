import type { Db } from '../../../db/client';
import type { SignInAccounts } from '../../ports';
import { createLoginAnswers, type LoginAnswerDeps } from './login-answer';
import { createAccountsRepo } from './repo';

/** The `SignInAccounts` port (server/ports.ts): what outside sign-in may do with accounts. */
export function createSignInAccounts(db: Db, deps: LoginAnswerDeps): SignInAccounts {
  const repo = createAccountsRepo(db);
  const answers = createLoginAnswers(deps);
  return {
    async byEmail(email) {
      const row = await repo.byEmail(email);
      return row ? { id: row.id, isEmailVerified: row.isEmailVerified } : null;
    },
    async markEmailVerified(userId) {
      await repo.update(userId, { isEmailVerified: true });
    },
    async create({ email, fullName, emailVerified, language }) {
      // No password yet, and onboarding (referral source, terms) still to do.
      const row = await repo.insert({
        email,
        fullName,
        passwordHash: null,
        isEmailVerified: emailVerified,
        isFirstSocialLogin: true,
        isTermsAgreed: false,
        language,
      });
      return { id: row.id };
    },
    async signIn(userId) {
      const row = await repo.byId(userId);
      return row ? answers.loginSession(row) : null;
    },
  };
}
