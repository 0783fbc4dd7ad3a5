import { object } from 'valibot';

// The account forms' contracts, loaded when a form is first sent (valibot and the messages come with
// them), never with the page. Imported dynamically through this module, not the contracts themselves:
// a module named by a dynamic import keeps every export (see islands/auth/schemas.ts).
export {
  ChangePhoneSchema,
  CreatePasswordSchema,
  EmailChangeSchema,
  OnboardingSchema,
  OtpOnlySchema,
  PasswordChangeSchema,
} from '../../contracts/auth';
export { AddressSchema } from '../../contracts/profiles';

/** A step with nothing to check: the code goes to what the account already has. */
export const NothingSchema = object({});
