import type { SocialProvider } from '../../contracts/auth';

/**
 * Google and Facebook hand out access tokens through their own browser SDKs. Guild does not load
 * those scripts (the CSP allows only its own), so a deployment that wants the buttons registers a
 * getter here, e.g. from a script that wraps Google Identity Services' token client:
 *
 *   registerSocialTokenGetter('google', () => new Promise((resolve, reject) => ...));
 *
 * The buttons show only when the server has the provider configured AND a getter is registered.
 * Tests register a getter that answers a token their fake provider knows.
 */
export type SocialTokenGetter = () => Promise<string>;

declare global {
  interface Window {
    guildSocialTokenGetters?: Partial<Record<SocialProvider, SocialTokenGetter>>;
  }
}

export function registerSocialTokenGetter(provider: SocialProvider, getter: SocialTokenGetter): void {
  window.guildSocialTokenGetters = { ...window.guildSocialTokenGetters, [provider]: getter };
}

export function socialTokenGetter(provider: SocialProvider): SocialTokenGetter | undefined {
  return typeof window === 'undefined' ? undefined : window.guildSocialTokenGetters?.[provider];
}
