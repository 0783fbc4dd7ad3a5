import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { handle } from '../../lib/db';
import { createTestApp, type TestApp } from '../../test/app';
import { makeGig, makeUser } from '../../test/factories';
import { checkoutSessions, notifications, orders, productStocks } from '../../test/tables';
import { makeProduct, makeSeller } from '../products/fixtures/catalogue';

// Checkout and payment guarantees with two app instances on one database, each with its own
// connections: on PostgreSQL their transactions really run side by side (READ COMMITTED), so these
// hold only because the checks are in the SQL (conditional updates, a lock per buyer and gig).

let a: TestApp;
let b: TestApp;
let seller: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ shareWith: a });
  seller = await makeSeller(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** Instance a for even turns, b for odd ones. */
const via = (i: number) => (i % 2 === 0 ? a : b);

function press(t: TestApp, url: string, button: 'pay' | 'cancel') {
  return t.app.inject({
    method: 'POST',
    url: `${new URL(url).pathname}${button}/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

const stockOf = async (id: string) =>
  (await handle(a.db).select().from(productStocks).where(eq(productStocks.id, id)).limit(1))[0]!;

describe('the last unit in stock', () => {
  it('goes to exactly one of many buyers checking out at once on two instances', async () => {
    const { stocks } = await makeProduct(a, seller.token, { name: 'Last print' }, [
      { quantity: 1, price: '40.00' },
    ]);
    const stockId = stocks[0]!.id;
    const buyers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => makeUser(a, { fullName: `Racer ${i}` })),
    );
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        via(i).call('POST', '/api/order/product-order-checkout/', {
          token: buyer.token,
          payload: { product_stock: stockId, quantity: 1 },
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(23);
    for (const r of refused)
      expect(r).toMatchObject({ status: 409, body: { detail: MESSAGES.checkoutOutOfStock } });
    expect(await stockOf(stockId)).toMatchObject({ quantity: 0, sold: 0 });
    const pending = await handle(a.db).select().from(orders).where(eq(orders.productStockId, stockId));
    expect(pending).toHaveLength(1);
  });

  it('is sold once when the same session is paid through both instances at once', async () => {
    const { stocks } = await makeProduct(a, seller.token, { name: 'Paid twice' }, [
      { quantity: 3, price: '15.00' },
    ]);
    const stockId = stocks[0]!.id;
    const buyer = await makeUser(a);
    const session = await a.call('POST', '/api/order/product-order-checkout/', {
      token: buyer.token,
      payload: { product_stock: stockId, quantity: 2 },
    });
    expect(session.status).toBe(201);
    const pays = await Promise.all(
      Array.from({ length: 10 }, (_, i) => press(via(i), session.body.checkout_session_url, 'pay')),
    );
    for (const pay of pays) expect(pay.headers.location).toContain('/success/');
    expect(await stockOf(stockId)).toMatchObject({ quantity: 1, sold: 2 });
    const [order] = await handle(a.db).select().from(orders).where(eq(orders.id, session.body.order.id));
    expect(order).toMatchObject({ status: 'completed' });
  });
});

describe('checking out the same gig', () => {
  it('twice at once, on two instances, makes one pending order that both sessions pay', async () => {
    const gig = await makeGig(a, seller.token, { name: 'Race kit', pricing: '30.00' });
    const buyer = await makeUser(a);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        via(i).call('POST', '/api/order/gig-order-checkout/', {
          token: buyer.token,
          payload: { gig_id: gig.id },
        }),
      ),
    );
    for (const r of answers) expect(r.status).toBe(201);
    expect(new Set(answers.map((r) => r.body.order.id)).size).toBe(1);
    const rows = await handle(a.db)
      .select()
      .from(orders)
      .where(and(eq(orders.userId, buyer.id), eq(orders.gigId, gig.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending' });

    // Paying through both instances at once completes it once and tells the seller once.
    const sales = async () =>
      (
        await handle(a.db)
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'order')))
      ).length;
    const before = await sales();
    // (Checkouts at once may each expire the others' sessions; pay one left open.)
    const open = await handle(a.db)
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.orderId, rows[0]!.id), eq(checkoutSessions.status, 'open')));
    expect(open.length).toBeGreaterThan(0);
    const latest = answers.find((r) => r.body.checkout_session_id === open[0]!.id)!;
    const pays = await Promise.all(
      Array.from({ length: 6 }, (_, i) => press(via(i), latest.body.checkout_session_url, 'pay')),
    );
    for (const pay of pays) expect(pay.headers.location).toContain('/success/');
    const after = await handle(a.db).select().from(orders).where(eq(orders.id, rows[0]!.id));
    expect(after[0]).toMatchObject({ status: 'completed' });
    expect(await sales()).toBe(before + 1);
  });
});
