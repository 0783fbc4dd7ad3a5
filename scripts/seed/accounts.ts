import type { Db } from '../../db/client';
import { hashPassword } from '../../server/lib/passwords';
import { ensureOnboardingContent } from '../../server/modules/accounts/onboarding-content';
import { createAccountsRepo } from '../../server/modules/accounts/repo';

/** The password of every demo account (README.md). */
export const DEMO_PASSWORD = 'Guild-demo-1!';

/** The names and genders of the two documented accounts (their portraits are drawn from them). */
export const DEMO_PEOPLE = [
  { name: 'Layla Haddad', gender: 'Female' },
  { name: 'Omar Farouk', gender: 'Male' },
] as const;

/**
 * The two demo accounts documented in README.md, and the onboarding content (referral sources,
 * terms of use, privacy policy, agree conditions, terms video). Other modules add their own demo data.
 */
export async function seedAccounts(db: Db) {
  const repo = createAccountsRepo(db);
  await ensureOnboardingContent(repo);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const common = { passwordHash, isTermsAgreed: true, isEmailVerified: true, language: 'en' as const };
  const expert = await repo.insert({
    ...common,
    email: 'demo@guild.test',
    fullName: DEMO_PEOPLE[0].name,
    jobTitle: 'Full-stack engineer',
    city: 'Amman',
    location: 'Jordan',
    description:
      'I build web products end to end: React front ends, Node services and the data work between them. Ten years of shipping, four of them leading a small team.',
    isExpert: true,
    gender: DEMO_PEOPLE[0].gender,
    website: 'https://layla.example',
  });
  const client = await repo.insert({
    ...common,
    email: 'client@guild.test',
    fullName: DEMO_PEOPLE[1].name,
    jobTitle: 'Product owner',
    companyName: 'Northwind Studio',
    city: 'Cairo',
    location: 'Egypt',
    description: 'I run product at a small studio and hire specialists for the parts we do not do in-house.',
    gender: DEMO_PEOPLE[1].gender,
  });
  return { expert, client };
}
