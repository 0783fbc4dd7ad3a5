import type { CheckoutSession, Order } from '../../contracts/orders';
import type { Page } from '../../contracts/pagination';
import { api, query } from '../lib/api';

export const ORDERS_PAGE_SIZE = 10;

/** The order calls of spec §7, typed (downloads go through lib/kit-download.ts). */
export const ordersApi = {
  list: (page: number) =>
    api.get<Page<Order>>(`order/orders/${query({ page, page_size: ORDERS_PAGE_SIZE })}`),
  order: (id: string) => api.get<Order>(`order/orders/${encodeURIComponent(id)}`),
  /** A new checkout session for one of my pending orders (pay it later). */
  resume: (id: string) => api.post<CheckoutSession>(`order/orders/${encodeURIComponent(id)}/checkout`),
};
