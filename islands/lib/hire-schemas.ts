// The Hire dialog's contract, loaded when the request is first sent (valibot and the messages come with
// it). Imported dynamically through this module, not `contracts/hiring` itself: a module named by a
// dynamic import keeps every export (see islands/auth/schemas.ts).
export { ClientRequestCreateSchema } from '../../contracts/hiring';
