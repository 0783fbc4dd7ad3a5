import { priceInBoth } from '../../../contracts/locale';
import type { Db } from '../../../db/client';
import type { Notifier, People, ProductStock } from '../../ports';
import { copy } from './copy';
import { createProductsRepo } from './repo';
import { itemName, saleMinor } from './serializers';

/**
 * The `ProductStock` port (server/ports.ts), offered to the orders module: what a stock item costs,
 * and its units taken, put back and sold. Called inside the order's transaction.
 */
export function createProductStock(db: Db, deps: { notifier: Notifier; people: People }): ProductStock {
  const repo = createProductsRepo(db);
  return {
    async offer(stockId) {
      const found = await repo.stockWithProduct(stockId);
      if (!found) return null;
      const [first] = (await repo.mediaOf([stockId])).filter((m) => m.image);
      return {
        stockId,
        productId: found.product.id,
        vendorId: found.product.vendorId,
        name: itemName(found.product, found.stock),
        unitMinor: saleMinor(found.stock),
        currency: found.stock.priceCurrency,
        image: first?.image ?? null,
      };
    },
    reserve: (stockId, quantity) => repo.takeUnits(stockId, quantity),
    release: (stockId, quantity) => repo.returnUnits(stockId, quantity),
    async confirm(sale) {
      if (!(await repo.recordPurchase(sale))) return;
      const found = await repo.stockWithProduct(sale.stockId);
      if (!found) return;
      const customer = await deps.people.byId(sale.customerId);
      await deps.notifier.notify(found.product.vendorId, {
        kind: 'order',
        title: copy('saleTitle'),
        message: copy('saleMessage', {
          name: customer?.fullName ?? '',
          quantity: sale.quantity,
          product: itemName(found.product, found.stock),
          amount: priceInBoth(sale.amountMinor, sale.currency),
        }),
        image: customer?.avatar ?? null,
        actions: [{ id: found.product.id, type: 'product' }],
        actorId: sale.customerId,
      });
    },
  };
}
