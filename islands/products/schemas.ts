// The product forms' contracts, loaded when a form is first sent (valibot and the messages come with
// them), never with the page. Imported dynamically through this module, not `contracts/products`
// itself: a module named by a dynamic import keeps every export (see islands/auth/schemas.ts).
export {
  ProductCreateSchema,
  ProductPatchSchema,
  QuestionAnswerSchema,
  QuestionCreateSchema,
  ReviewCreateSchema,
  StockCreateSchema,
} from '../../contracts/products';
