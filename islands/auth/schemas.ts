// The sign-in forms' contracts, loaded when a form is first sent (valibot and the messages come with
// them), never with the page. Imported dynamically through this module, not `contracts/auth` itself:
// a module named by a dynamic import keeps every export, and the contract's answer and query
// schemas would then ride along on every page that uses one of its forms (decision 15).
export {
  LoginSchema,
  OtpOnlySchema,
  PasswordResetSchema,
  RegisterSchema,
  ResetConfirmSchema,
  SmsPasswordResetSchema,
  VerifyEmailSchema,
} from '../../contracts/auth';
