import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { handle } from '../../lib/db';
import { createTestApp, type TestApp } from '../../test/app';
import { makeGig, makeUser } from '../../test/factories';
import { checkoutSessions, notifications, orders, productStocks } from '../../test/tables';
import { makeProduct, makeSeller } from './fixtures/catalogue';

let t: TestApp;
let seller: Awaited<ReturnType<typeof makeUser>>;
let buyer: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeSeller(t);
  buyer = await makeUser(t, { fullName: 'Bilal Buyer' });
});
afterAll(async () => {
  await t.close();
});

const stockLeft = async (id: string) =>
  (await handle(t.db).select().from(productStocks).where(eq(productStocks.id, id)).limit(1))[0]!;
const orderRow = async (id: string) =>
  (await handle(t.db).select().from(orders).where(eq(orders.id, id)).limit(1))[0]!;

const checkout = (product_stock: string, quantity: unknown = 1, token = buyer.token) =>
  t.call('POST', '/api/order/product-order-checkout/', { token, payload: { product_stock, quantity } });

async function press(url: string, button: 'pay' | 'cancel') {
  return t.app.inject({
    method: 'POST',
    url: `${new URL(url).pathname}${button}/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

describe('buying a product', () => {
  it('reserves the units when the session opens and completes the order once when paid', async () => {
    const { stocks } = await makeProduct(t, seller.token, { name: 'Walnut desk lamp' }, [
      { product_option_details: { Colour: 'Black' }, price: '59.00', discount: '10.00', quantity: 5 },
    ]);
    const stockId = stocks[0]!.id;
    const res = await checkout(stockId, 2);
    expect(res.status).toBe(201);
    expect(res.body.checkout_session_id).toMatch(/^cs_test_/);
    expect(res.body.checkout_session_url).toMatch(/^http:\/\/guild\.test\/api\/order\/test-checkout\//);
    expect(res.body.order).toMatchObject({
      order_type: 'product',
      status: 'pending',
      amount: '98.00',
      amount_currency: 'USD',
      product_stock: stockId,
      quantity: 2,
      gig: null,
      gig_name: 'Walnut desk lamp (Black)',
      user: buyer.id,
    });
    expect((await stockLeft(stockId)).quantity).toBe(3);

    const page = await t.app.inject({ method: 'GET', url: new URL(res.body.checkout_session_url).pathname });
    expect(page.body).toContain('Walnut desk lamp (Black)');
    expect(page.body).toContain('$98.00');

    const pay = await press(res.body.checkout_session_url, 'pay');
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/market/checkout/success/?order=${res.body.order.id}`);
    const again = await press(res.body.checkout_session_url, 'pay');
    expect(again.headers.location).toBe(`/market/checkout/success/?order=${res.body.order.id}`);
    expect(await orderRow(res.body.order.id)).toMatchObject({ status: 'completed', quantity: 2 });
    expect(await stockLeft(stockId)).toMatchObject({ quantity: 3, sold: 2 });

    const sales = await handle(t.db)
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'order')));
    expect(sales).toHaveLength(1);
    expect(JSON.parse(sales[0]!.message).en).toBe(
      'Bilal Buyer bought 2 × “Walnut desk lamp (Black)” for $98.00.',
    );
    expect(JSON.parse(sales[0]!.actions)[0].type).toBe('product');
  });

  it('puts the units back when the buyer cancels, and a later Pay changes nothing', async () => {
    const { stocks } = await makeProduct(t, seller.token, {}, [{ quantity: 4 }]);
    const stockId = stocks[0]!.id;
    const res = await checkout(stockId, 3);
    expect((await stockLeft(stockId)).quantity).toBe(1);
    const cancel = await press(res.body.checkout_session_url, 'cancel');
    expect(cancel.headers.location).toBe(`/market/checkout/cancel/?order=${res.body.order.id}`);
    expect((await stockLeft(stockId)).quantity).toBe(4);
    await press(res.body.checkout_session_url, 'cancel');
    await press(res.body.checkout_session_url, 'pay');
    expect((await stockLeft(stockId)).quantity).toBe(4);
    expect((await orderRow(res.body.order.id)).status).toBe('cancelled');
  });

  it('puts the units back when the session expires', async () => {
    const { stocks } = await makeProduct(t, seller.token, {}, [{ quantity: 2 }]);
    const stockId = stocks[0]!.id;
    const stale = await checkout(stockId, 2);
    expect(await checkout(stockId, 1)).toMatchObject({
      status: 409,
      body: { detail: MESSAGES.checkoutOutOfStock },
    });
    await handle(t.db)
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(checkoutSessions.id, stale.body.checkout_session_id));
    // The next checkout sweeps expired sessions first, so the units are there again.
    const fresh = await checkout(stockId, 2);
    expect(fresh.status).toBe(201);
    expect((await orderRow(stale.body.order.id)).status).toBe('cancelled');
    const late = await press(stale.body.checkout_session_url, 'pay');
    expect(late.headers.location).toContain('/market/checkout/cancel/');
    expect((await stockLeft(stockId)).quantity).toBe(0);
    await press(fresh.body.checkout_session_url, 'pay');
    expect(await stockLeft(stockId)).toMatchObject({ quantity: 0, sold: 2 });
  });

  it('refuses the own product, too many units, an unknown item and a visitor', async () => {
    const { stocks } = await makeProduct(t, seller.token, {}, [{ quantity: 3 }]);
    const stockId = stocks[0]!.id;
    expect(await checkout(stockId, 1, seller.token)).toMatchObject({
      status: 403,
      body: { detail: MESSAGES.checkoutOwnProduct },
    });
    expect(await checkout(stockId, 4)).toMatchObject({
      status: 409,
      body: { detail: MESSAGES.checkoutOutOfStock },
    });
    for (const quantity of [0, 11, 1.5, 'two']) {
      expect(await checkout(stockId, quantity)).toMatchObject({
        status: 400,
        body: { quantity: [MESSAGES.checkoutQuantityInvalid] },
      });
    }
    expect(await checkout('nosuchstock')).toMatchObject({
      status: 404,
      body: { detail: MESSAGES.productStockNotFound },
    });
    const visitor = await t.call('POST', '/api/order/product-order-checkout/', {
      payload: { product_stock: stockId },
    });
    expect(visitor.status).toBe(401);
    expect((await stockLeft(stockId)).quantity).toBe(3);
  });

  it('lists gig and product orders together, each with its order_type', async () => {
    const shopper = await makeUser(t);
    const gig = await makeGig(t, seller.token, { name: 'Kit for the list', pricing: '10.00' });
    await t.call('POST', '/api/order/gig-order-checkout/', {
      token: shopper.token,
      payload: { gig_id: gig.id },
    });
    const { stocks } = await makeProduct(t, seller.token);
    await checkout(stocks[0]!.id, 1, shopper.token);
    const list = await t.call('GET', '/api/order/orders/', { token: shopper.token });
    expect(list.body.results.map((o: { order_type: string }) => o.order_type).sort()).toEqual([
      'gig',
      'product',
    ]);
    const product = list.body.results.find((o: { order_type: string }) => o.order_type === 'product');
    expect(product).toMatchObject({ product_stock: stocks[0]!.id, quantity: 1, gig: null });
  });
});

describe('a hundred buyers racing for ten units', () => {
  it('end with exactly ten completed orders and an empty shelf, never oversold', async () => {
    const { stocks } = await makeProduct(t, seller.token, { name: 'Limited print' }, [
      { quantity: 10, price: '30.00' },
    ]);
    const stockId = stocks[0]!.id;
    const buyers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => makeUser(t, { fullName: `Racer ${i}` })),
    );
    const results = await Promise.all(
      buyers.map(async (b) => {
        const res = await checkout(stockId, 1, b.token);
        if (res.status !== 201) return res.status;
        const pay = await press(res.body.checkout_session_url, 'pay');
        return pay.headers.location?.includes('/success/') ? 'paid' : 'not paid';
      }),
    );
    expect(results.filter((r) => r === 'paid')).toHaveLength(10);
    expect(results.filter((r) => r === 409)).toHaveLength(90);
    const completed = await handle(t.db)
      .select()
      .from(orders)
      .where(and(eq(orders.productStockId, stockId), eq(orders.status, 'completed')));
    expect(completed).toHaveLength(10);
    expect(new Set(completed.map((o) => o.userId)).size).toBe(10);
    expect(await stockLeft(stockId)).toMatchObject({ quantity: 0, sold: 10 });
  });
});

describe('paying a pending product order later', () => {
  it('lets the buyer pay a pending product order later, keeping the units reserved', async () => {
    const { stocks } = await makeProduct(t, seller.token, { name: 'Paid later mug' }, [
      { product_option_details: { Colour: 'Sand' }, price: '20.00', quantity: 4 },
    ]);
    const stockId = stocks[0]!.id;
    const first = await checkout(stockId, 2);
    expect((await stockLeft(stockId)).quantity).toBe(2);
    const again = await t.call('POST', `/api/order/orders/${first.body.order.id}/checkout/`, {
      token: buyer.token,
    });
    expect(again.status).toBe(201);
    expect(again.body.order).toMatchObject({ id: first.body.order.id, order_type: 'product', quantity: 2 });
    expect((await stockLeft(stockId)).quantity).toBe(2);
    expect((await press(first.body.checkout_session_url, 'pay')).headers.location).toContain(
      '/checkout/cancel/',
    );
    expect((await orderRow(first.body.order.id)).status).toBe('pending');
    await press(again.body.checkout_session_url, 'pay');
    expect((await orderRow(first.body.order.id)).status).toBe('completed');
    expect((await stockLeft(stockId)).quantity).toBe(2);
    const seller2 = await makeUser(t);
    expect(
      (await t.call('POST', `/api/order/orders/${first.body.order.id}/checkout/`, { token: seller2.token }))
        .status,
    ).toBe(404);
  });
});
