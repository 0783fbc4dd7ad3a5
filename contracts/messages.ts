/**
 * Every user-facing message the API and the forms share, in the spec's words (spec §5, §8).
 * The keys double as translation keys: islands show `error.<key>` from their catalogue.
 */
export const MESSAGES = {
  required: 'Required Field',
  invalidNumber: 'Please enter a valid number.',
  invalidEmail: 'Invalid email',
  fullNameRequired: 'Full name is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordNeedsUppercase: 'Password must contain at least 1 uppercase letter',
  passwordNeedsSpecial: 'Password must contain at least 1 special character',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'You must agree to the terms of use',
  emailTaken: 'A user with this email address already exists.',
  wrongLogin: 'This email or password is incorrect, please try again.',
  otpInvalid: 'The code is not valid. Check the e-mail and try again.',
  otpExpired: 'The code has expired. Request a new one.',
  otpTooManyTries: 'Too many wrong codes. Request a new one.',
  otpFormat: 'Enter the 6-digit code.',
  otpNone: 'No code is waiting for this account. Request a new one.',
  emailAlreadyVerified: 'Your e-mail address is already verified.',
  emailVerified: 'Your e-mail address is verified.',
  resendSent: 'If that address has an account awaiting verification, a new code is on its way.',
  tokenInvalid: 'Token is invalid or expired',
  notAuthenticated: 'Authentication credentials were not provided.',
  loggedOut: 'Successfully logged out.',
  accountDeleted: 'Your account has been deleted.',
  avatarType: 'File type does not support please upload another file type.',
  tooManyRequests: 'Too many requests. Please wait and try again.',
  notFound: 'Not found.',
  serverError: 'Server error occurred. Please try again later.',
  badGateway: 'Bad gateway. Retrying...',
  unavailable: 'Service is currently unavailable. Please try again later.',
  gatewayTimeout: 'Gateway timeout. Please try again.',
  somethingWentWrong: 'Something went wrong Please try after some time.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  loggedIn: 'Successfully logged in!!!',
  invalidBody: 'The request body could not be read.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  invalidUrl: 'Enter a valid URL.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

const byText = new Map<string, MessageKey>(
  Object.entries(MESSAGES).map(([k, text]) => [text, k as MessageKey]),
);

/** The key of a message text, so a form can show the server's words in the reader's language. */
export function messageKey(text: string): MessageKey | undefined {
  return byText.get(text);
}
