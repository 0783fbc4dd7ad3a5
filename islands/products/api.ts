import type * as v from 'valibot';
import type { CheckoutSession } from '../../contracts/orders';
import type { Page } from '../../contracts/pagination';
import type {
  Product,
  ProductCategory,
  ProductCreate,
  ProductMedia,
  ProductPatch,
  ProductType,
  Question,
  QuestionAnswerSchema,
  QuestionCreateSchema,
  Review,
  ReviewCreate,
  StockCreate,
  StockItem,
  WishlistEntry,
} from '../../contracts/products';
import { api, type CallOptions, query } from '../lib/api';

// Every product call of the screens (paths under /api/product/, and the product checkout).

const id = (value: string) => encodeURIComponent(value);
export const productsApi = {
  /** The product list, filtered and ordered (`productsApiQuery`). */
  products: (params: Record<string, string | number>) =>
    api.get<Page<Product>>(`product/product/${query(params)}`),
  product: (productId: string) => api.get<Product>(`product/product/${id(productId)}`),
  createProduct: (input: ProductCreate) => api.post<Product>('product/product', input),
  patchProduct: (productId: string, input: ProductPatch) =>
    api.patch<Product>(`product/product/${id(productId)}`, input),

  categories: () => api.get<Page<ProductCategory>>('product/category/?all_pages=true'),
  productTypes: () => api.get<Page<ProductType>>('product/product-type/?all_pages=true'),

  createStock: (input: StockCreate) => api.post<StockItem>('product/product-stock', input),
  deleteStock: (stockId: string) => api.delete(`product/product-stock/${id(stockId)}`),
  /** multipart: product_stock, media_type, image or video. */
  uploadMedia: (body: FormData) => api.send<ProductMedia>('post', 'product/product-media', body),

  wishlist: (pageSize: number) => api.get<Page<WishlistEntry>>(`product/wishlist/?page_size=${pageSize}`),
  /** The reader's wishlist entry for one stock item, if any. */
  wishlistOf: (stockId: string) =>
    api.get<Page<WishlistEntry>>(`product/wishlist/?product_stock=${id(stockId)}`),
  addToWishlist: (stockId: string) => api.post<WishlistEntry>('product/wishlist', { product_stock: stockId }),
  removeFromWishlist: (entryId: string, options?: CallOptions) =>
    api.delete(`product/wishlist/${id(entryId)}`, options),

  reviews: (productId: string) =>
    api.get<Page<Review>>(`product/product-review/?product=${id(productId)}&page_size=100`),
  createReview: (input: ReviewCreate) => api.post<Review>('product/product-review', input),
  /** multipart: review, image. */
  uploadReviewImage: (body: FormData) => api.send('post', 'product/review-image', body),

  questions: (productId: string) =>
    api.get<Page<Question>>(`product/product-question/?product=${id(productId)}&page_size=50`),
  ask: (input: v.InferOutput<typeof QuestionCreateSchema>) =>
    api.post<Question>('product/product-question', input),
  answer: (questionId: string, input: v.InferOutput<typeof QuestionAnswerSchema>) =>
    api.patch<Question>(`product/product-question/${id(questionId)}`, input),

  checkout: (stockId: string, quantity: number) =>
    api.post<CheckoutSession>('order/product-order-checkout', { product_stock: stockId, quantity }),
};
