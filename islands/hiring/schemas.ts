// The project, epic and change-request forms' contracts, loaded when a form is first sent (valibot and
// the messages come with them), never with the page. Imported dynamically through this module, not
// `contracts/hiring` itself: a module named by a dynamic import keeps every export (see
// islands/auth/schemas.ts).
export {
  EpicChangeRequestCreateSchema,
  EpicCreateSchema,
  EpicPatchSchema,
  ProjectCreateSchema,
  ProjectPatchSchema,
} from '../../contracts/hiring';
