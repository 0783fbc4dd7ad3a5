/** The calls, contract and catalogue keys of each kind of credential: what readers and the owner's forms share. */
import type { Award, Certification } from '../../contracts/profiles';
import type { Key } from '../lib/i18n';
import { profileApi } from './api';

export type Kind = 'certification' | 'award';
export type Item = Certification | Award;
type Contracts = typeof import('../../contracts/profiles');
type CredentialSchema = Contracts['CertificationSchema'] | Contracts['AwardSchema'];

/** What differs between the two kinds: the calls, the contract and the catalogue keys (their forms: CredentialForm.tsx). */
export const KINDS = {
  certification: {
    prefix: 'profile.cert',
    // Checked when sent: valibot and the messages load then, not with every visitor's profile page.
    schema: (): Promise<CredentialSchema> => import('./schemas').then((m) => m.CertificationSchema),
    list: profileApi.certifications,
    add: profileApi.addCertification,
    patch: profileApi.patchCertification,
    remove: profileApi.deleteCertification,
  },
  award: {
    prefix: 'profile.award',
    schema: (): Promise<CredentialSchema> => import('./schemas').then((m) => m.AwardSchema),
    list: profileApi.awards,
    add: profileApi.addAward,
    patch: profileApi.patchAward,
    remove: profileApi.deleteAward,
  },
} as const;

/** A catalogue key of the kind, e.g. `key('award', 'none')` is `profile.award.none`. */
export const key = (kind: Kind, name: string) => `${KINDS[kind].prefix}.${name}` as Key;
