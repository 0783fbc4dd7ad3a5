// The profile forms' contracts (the credential forms, the profile editor's sections), loaded when a
// form is first sent (valibot and the messages come with them), never with the page. Imported
// dynamically through this module, not the contracts themselves: a module named by a dynamic import
// keeps every export (see islands/auth/schemas.ts).
export { UserUpdateSchema } from '../../contracts/auth';
export { check } from '../../contracts/errors';
export {
  AwardSchema,
  CertificationSchema,
  SocialLinkSchema,
  UpdateUserSkillsSchema,
} from '../../contracts/profiles';
