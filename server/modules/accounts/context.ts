import type { Env } from '../../env';
import type { AccountsCore, AccountsDeps } from './service';

/** What the accounts route files share (built once in routes.ts). */
export interface AccountsContext {
  deps: AccountsDeps;
  core: AccountsCore;
  env: Env;
  otpPepper: Uint8Array;
}

/** The reference's section for every accounts route. */
export const tags = ['accounts'];
