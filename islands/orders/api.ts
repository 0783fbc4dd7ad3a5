import type { Order } from '../../contracts/orders';
import type { Page } from '../../contracts/pagination';
import { api, query } from '../lib/api';

export const ORDERS_PAGE_SIZE = 10;

/** The order calls of spec §7, typed (downloads go through lib/kit-download.ts). */
export const ordersApi = {
  list: (page: number) =>
    api.get<Page<Order>>(`order/orders/${query({ page, page_size: ORDERS_PAGE_SIZE })}`),
  order: (id: string) => api.get<Order>(`order/orders/${encodeURIComponent(id)}`),
};
