// The gig form's contract, loaded when the form is first sent (valibot and the messages come with it),
// never with the editor. Imported dynamically through this module, not `contracts/gigs` itself: a
// module named by a dynamic import keeps every export (see islands/auth/schemas.ts).
export { GigCreateSchema } from '../../contracts/gigs';
