import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { handle } from '../../lib/db';
import { loadSecrets } from '../../lib/secrets';
import { signPath } from '../../plugins/private-storage';
import { createTestApp, type TestApp } from '../../test/app';
import { files, makeGig, makeUser, multipart } from '../../test/factories';
import { notifications, orders } from '../../test/tables';
import { createGigCatalog } from '../gigs/catalog';
import { createOrdersRepo } from './repo';
import { createSandboxProvider } from './sandbox-provider';
import { createOrdersService } from './service';

let t: TestApp;
let seller: Awaited<ReturnType<typeof makeUser>>;
let buyer: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeUser(t, { isExpert: true, fullName: 'Sara Seller' });
  buyer = await makeUser(t, { fullName: 'Bilal Buyer' });
  other = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

async function gigWithKit(name = 'Admin dashboard kit') {
  const gig = await makeGig(t, seller.token, { name, pricing: '79.00', pricing_currency: 'USD' });
  const kit = await t.call('POST', '/api/gig/v2-gigs-kit/', {
    token: seller.token,
    ...multipart({ gig: gig.id }, { zip_file: files.zip(), instruction_pdf: files.pdf() }),
  });
  expect(kit.status).toBe(201);
  return gig;
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

async function checkout(gigId: string, token = buyer.token) {
  return t.call('POST', '/api/order/gig-order-checkout/', { token, payload: { gig_id: gigId } });
}

async function buy(gigId: string) {
  const session = await checkout(gigId);
  expect(session.status).toBe(201);
  const pay = await t.app.inject({
    method: 'POST',
    url: `${new URL(session.body.checkout_session_url).pathname}pay/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(pay.statusCode).toBe(303);
  return { session: session.body, pay };
}

describe('checkout through the built-in sandbox provider', () => {
  it('makes a pending order and a session whose page has plain Pay and Cancel forms', async () => {
    const gig = await gigWithKit();
    const res = await checkout(gig.id);
    expect(res.status).toBe(201);
    expect(res.body.checkout_session_id).toMatch(/^cs_test_/);
    expect(res.body.checkout_session_url).toMatch(
      /^http:\/\/guild\.test\/api\/order\/test-checkout\/cs_test_[\w-]+\/$/,
    );
    expect(res.body.order).toMatchObject({
      status: 'pending',
      amount: '79.00',
      amount_currency: 'USD',
      order_type: 'gig',
      gig: gig.id,
      gig_name: 'Admin dashboard kit',
      user: buyer.id,
      transaction_id: null,
      team: null,
    });
    const page = await t.app.inject({ method: 'GET', url: new URL(res.body.checkout_session_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('method="post"');
    expect(page.body).toMatch(/action="\/api\/order\/test-checkout\/cs_test_[\w-]+\/pay\/"/);
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('$79.00');
  });

  it('marks the order completed exactly once when the confirmation arrives twice, and tells the seller once', async () => {
    const gig = await gigWithKit('Twice paid kit');
    const { session, pay } = await buy(gig.id);
    expect(pay.headers.location).toBe(`/market/checkout/success/?order=${session.order.id}`);
    const first = (
      await handle(t.db).select().from(orders).where(eq(orders.id, session.order.id)).limit(1)
    )[0]!;
    expect(first.status).toBe('completed');
    expect(first.transactionId).toMatch(/^txn_test_/);

    const again = await t.app.inject({
      method: 'POST',
      url: `${new URL(session.checkout_session_url).pathname}pay/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/market/checkout/success/?order=${session.order.id}`);
    const second = (
      await handle(t.db).select().from(orders).where(eq(orders.id, session.order.id)).limit(1)
    )[0]!;
    expect(second).toEqual(first);

    const sales = (
      await handle(t.db)
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'order')))
    ).filter((n) => JSON.parse(n.actions).some((a: { id: string }) => a.id === gig.id));
    expect(sales).toHaveLength(1);
    expect(JSON.parse(sales[0]!.message).en).toBe('Bilal Buyer bought “Twice paid kit” for $79.00.');
  });

  it('completes the order once and tells the seller once when two confirmations arrive at the same time', async () => {
    // Two confirmations interleaved step by step: both read the session while it is still open, both
    // ask the provider, then both settle. (Through HTTP the second would only start once the first
    // has finished, which the test above covers.)
    const service = createOrdersService({
      repo: createOrdersRepo(t.db),
      provider: createSandboxProvider(t.env.publicUrl),
      gigs: createGigCatalog(t.db, { privateStorage: t.app.privateStorage }),
      people: t.app.people,
      storage: t.app.storage,
      notifier: t.app.notifier,
    });
    const gig = await gigWithKit('Raced kit');
    const session = await service.checkout(buyer.id, gig.id, 'en');
    const settled = await Promise.all([
      service.settle(session.checkout_session_id, { action: 'pay' }),
      service.settle(session.checkout_session_id, { action: 'pay' }),
    ]);
    expect(settled.map((s) => [s.outcome, s.order.status])).toEqual([
      ['paid', 'completed'],
      ['paid', 'completed'],
    ]);
    const completed = await handle(t.db)
      .select()
      .from(orders)
      .where(and(eq(orders.gigId, gig.id), eq(orders.status, 'completed')));
    expect(completed).toHaveLength(1);
    expect(settled[1]!.order).toEqual(completed[0]);
    const sales = (
      await handle(t.db)
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'order')))
    ).filter((n) => JSON.parse(n.actions).some((a: { id: string }) => a.id === gig.id));
    expect(sales).toHaveLength(1);
  });

  it('cancels: the order is cancelled and the browser goes to the cancel page', async () => {
    const gig = await gigWithKit('Cancelled kit');
    const session = await checkout(gig.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `${new URL(session.body.checkout_session_url).pathname}cancel/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/market/checkout/cancel/?order=${session.body.order.id}`);
    const row = (
      await handle(t.db).select().from(orders).where(eq(orders.id, session.body.order.id)).limit(1)
    )[0]!;
    expect(row.status).toBe('cancelled');
    // Paying a cancelled session afterwards changes nothing.
    const late = await t.app.inject({
      method: 'POST',
      url: `${new URL(session.body.checkout_session_url).pathname}pay/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(late.headers.location).toContain('/market/checkout/cancel/');
    expect(
      (await handle(t.db).select().from(orders).where(eq(orders.id, session.body.order.id)).limit(1))[0]!
        .status,
    ).toBe('cancelled');
  });

  it('reuses a pending order for a second checkout and closes the older session', async () => {
    const gig = await gigWithKit('Retried kit');
    const one = await checkout(gig.id);
    const two = await checkout(gig.id);
    expect(two.body.order.id).toBe(one.body.order.id);
    const stale = await t.app.inject({
      method: 'POST',
      url: `${new URL(one.body.checkout_session_url).pathname}pay/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(stale.headers.location).toContain('/market/checkout/cancel/');
    expect(
      (await handle(t.db).select().from(orders).where(eq(orders.id, one.body.order.id)).limit(1))[0]!.status,
    ).toBe('pending');
  });

  it('refuses the own gig, a gig already bought, an unknown gig and a visitor', async () => {
    const gig = await gigWithKit('Owned kit');
    expect(await checkout(gig.id, seller.token)).toMatchObject({
      status: 403,
      body: { detail: MESSAGES.checkoutOwnGig },
    });
    await buy(gig.id);
    expect(await checkout(gig.id)).toMatchObject({
      status: 409,
      body: { detail: MESSAGES.checkoutAlreadyBought },
    });
    expect(await checkout('nosuchgig')).toMatchObject({
      status: 404,
      body: { detail: MESSAGES.gigNotFound },
    });
    const visitor = await t.call('POST', '/api/order/gig-order-checkout/', { payload: { gig_id: gig.id } });
    expect(visitor.status).toBe(401);
    const empty = await t.call('POST', '/api/order/gig-order-checkout/', { token: buyer.token, payload: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.gig_id).toEqual([MESSAGES.required]);
  });
});

describe('orders and downloads', () => {
  it('lists the buyer’s own orders with the list fields, newest first, paginated', async () => {
    const gig = await gigWithKit('Listed kit');
    const { session } = await buy(gig.id);
    const list = await t.call('GET', '/api/order/orders/?page_size=1', { token: buyer.token });
    expect(list.status).toBe(200);
    expect(list.body.count).toBeGreaterThan(1);
    expect(list.body.next).toContain('page=2');
    expect(list.body.results[0]).toMatchObject({
      id: session.order.id,
      gig_name: 'Listed kit',
      amount: '79.00',
      amount_currency: 'USD',
      status: 'completed',
      transaction: { provider: 'test', status: 'completed' },
    });
    expect(list.body.results[0].order_completion_timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const others = await t.call('GET', '/api/order/orders/', { token: other.token });
    expect(others.body.count).toBe(0);
    const one = await t.call('GET', `/api/order/orders/${session.order.id}/`, { token: buyer.token });
    expect(one.body).toMatchObject({ id: session.order.id, status: 'completed' });
    const notYours = await t.call('GET', `/api/order/orders/${session.order.id}/`, { token: other.token });
    expect(notYours).toMatchObject({ status: 404, body: { detail: MESSAGES.orderNotFound } });
  });

  it('gives the buyer a signed link that downloads the kit; a tampered or expired link is refused', async () => {
    const gig = await gigWithKit('Downloadable kit');
    const { session } = await buy(gig.id);
    const link = await t.call('GET', `/api/order/download-order/${session.order.id}/`, {
      token: buyer.token,
    });
    expect(link.status).toBe(200);
    const url = new URL(link.body.download_url);
    expect(url.origin).toBe('http://guild.test');
    expect(url.searchParams.get('X-Guild-Date')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(url.searchParams.get('X-Guild-Expires')).toBe('600');
    expect(url.searchParams.get('X-Guild-Signature')).toMatch(/^[0-9a-f]{64}$/);

    const file = await t.app.inject({ method: 'GET', url: pathOf(link.body.download_url) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(file.headers['content-disposition']).toBe('attachment; filename="downloadable-kit-kit.zip"');

    const pdf = await t.call('GET', `/api/order/download-order/${session.order.id}/?file=pdf`, {
      token: buyer.token,
    });
    const pdfFile = await t.app.inject({ method: 'GET', url: pathOf(pdf.body.download_url) });
    expect(pdfFile.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const tampered = new URL(link.body.download_url);
    tampered.pathname = tampered.pathname.replace(/[a-z0-9]+\.zip$/, 'aaaaaaaaaaaaaaaa.zip');
    const bad = await t.call('GET', tampered.pathname + tampered.search);
    expect(bad).toMatchObject({ status: 403, body: { detail: MESSAGES.signedUrlInvalid } });

    const longer = new URL(link.body.download_url);
    longer.searchParams.set('X-Guild-Expires', '604800');
    expect((await t.call('GET', longer.pathname + longer.search)).body).toEqual({
      detail: MESSAGES.signedUrlInvalid,
    });

    const old = new URL(link.body.download_url);
    old.searchParams.set('X-Guild-Date', '20200101T000000Z');
    expect((await t.call('GET', old.pathname + old.search)).status).toBe(403);

    const missing = new URL(link.body.download_url);
    missing.searchParams.delete('X-Guild-Date');
    expect((await t.call('GET', missing.pathname + missing.search)).body).toEqual({
      detail: MESSAGES.signedUrlExpired,
    });
  });

  it('refuses an expired link with the expired message', async () => {
    // A link signed with the app's own key, for a start date an hour ago.
    const gig = await gigWithKit('Expired kit');
    await buy(gig.id);
    const detail = await t.call('GET', `/api/gig/gigs/${gig.id}/`, { token: buyer.token });
    const signed = signPath(loadSecrets(t.env).urlSigningKey, new URL(detail.body.kit.zip_file).pathname, {
      date: new Date(Date.now() - 3600_000),
      expiresSeconds: 600,
    });
    const res = await t.call('GET', signed);
    expect(res).toMatchObject({ status: 403, body: { detail: MESSAGES.signedUrlExpired } });
  });

  it("gives nobody else a link: someone else's order answers like an unknown one (404), a visitor 401", async () => {
    const gig = await gigWithKit('Guarded kit');
    const { session } = await buy(gig.id);
    const url = `/api/order/download-order/${session.order.id}/`;
    const notFound = { status: 404, body: { detail: MESSAGES.orderNotFound }, code: 'orderNotFound' };
    expect(await t.call('GET', url, { token: other.token })).toMatchObject(notFound);
    expect(await t.call('GET', url, { token: seller.token })).toMatchObject(notFound);
    expect((await t.call('GET', url)).status).toBe(401);
    expect(
      await t.call('GET', '/api/order/download-order/nosuchorder/', { token: buyer.token }),
    ).toMatchObject({
      status: 404,
      body: { detail: MESSAGES.orderNotFound },
    });
    const unpaidGig = await gigWithKit('Unpaid kit');
    const pending = await checkout(unpaidGig.id);
    expect(
      await t.call('GET', `/api/order/download-order/${pending.body.order.id}/`, { token: buyer.token }),
    ).toMatchObject({ status: 403, body: { detail: MESSAGES.downloadNotPaid } });
  });

  it("answers someone else's order exactly like an unknown one, on the order and on its download", async () => {
    const gig = await gigWithKit('Private order kit');
    const { session } = await buy(gig.id);
    const answers = [];
    for (const path of ['orders', 'download-order']) {
      for (const id of [session.order.id, 'nosuchorder', 'bad id!']) {
        const res = await t.call('GET', `/api/order/${path}/${encodeURIComponent(id)}/`, {
          token: other.token,
        });
        answers.push({ status: res.status, body: res.body, code: res.code });
      }
    }
    expect(answers).toEqual(
      Array(6).fill({ status: 404, body: { detail: MESSAGES.orderNotFound }, code: 'orderNotFound' }),
    );
    // The buyer still reads and downloads their own.
    expect(
      (await t.call('GET', `/api/order/orders/${session.order.id}/`, { token: buyer.token })).status,
    ).toBe(200);
    expect(
      (await t.call('GET', `/api/order/download-order/${session.order.id}/`, { token: buyer.token })).status,
    ).toBe(200);
  });

  it('shows the buyer the purchase on the gig, and keeps a sold gig from being deleted', async () => {
    const gig = await gigWithKit('Sold kit');
    const { session } = await buy(gig.id);
    const seen = await t.call('GET', `/api/gig/gigs/${gig.id}/`, { token: buyer.token });
    expect(seen.body.purchased_order).toBe(session.order.id);
    expect(seen.body.kit.zip_file).toContain('X-Guild-Signature=');
    const notBought = await t.call('GET', `/api/gig/gigs/${gig.id}/`, { token: other.token });
    expect(notBought.body).toMatchObject({ purchased_order: null, kit: { zip_file: null } });
    const del = await t.call('DELETE', `/api/gig/v2-gigs/${gig.id}/`, { token: seller.token });
    expect(del).toMatchObject({ status: 409, body: { detail: MESSAGES.gigHasBuyers } });
  });
});

describe('paying a pending order later', () => {
  const resume = (orderId: string, token?: string) =>
    t.call('POST', `/api/order/orders/${orderId}/checkout/`, token ? { token } : {});
  const press = (url: string, button: 'pay' | 'cancel') =>
    t.app.inject({
      method: 'POST',
      url: `${new URL(url).pathname}${button}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });

  it('gives the owner a new session for the same pending order; only the new one pays', async () => {
    const gig = await gigWithKit('Paid later kit');
    const first = await checkout(gig.id);
    const again = await resume(first.body.order.id, buyer.token);
    expect(again.status).toBe(201);
    expect(again.body.order).toMatchObject({ id: first.body.order.id, status: 'pending' });
    expect(again.body.checkout_session_id).not.toBe(first.body.checkout_session_id);
    expect((await press(first.body.checkout_session_url, 'pay')).headers.location).toContain(
      '/checkout/cancel/',
    );
    const paid = await press(again.body.checkout_session_url, 'pay');
    expect(paid.headers.location).toBe(`/market/checkout/success/?order=${first.body.order.id}`);
    const [row] = await handle(t.db).select().from(orders).where(eq(orders.id, first.body.order.id));
    expect(row!.status).toBe('completed');
  });

  it("answers someone else's or an unknown order with 404, a visitor with 401", async () => {
    const gig = await gigWithKit('Guarded pending kit');
    const pending = await checkout(gig.id);
    expect(await resume(pending.body.order.id, other.token)).toMatchObject({
      status: 404,
      body: { detail: MESSAGES.orderNotFound },
    });
    expect(await resume(pending.body.order.id, seller.token)).toMatchObject({ status: 404 });
    expect(await resume('nosuchorder', buyer.token)).toMatchObject({
      status: 404,
      body: { detail: MESSAGES.orderNotFound },
    });
    expect((await resume(pending.body.order.id)).status).toBe(401);
    // Nothing changed for the owner: the order is still pending and still payable.
    expect((await resume(pending.body.order.id, buyer.token)).status).toBe(201);
  });

  it('refuses a completed or cancelled order with 409', async () => {
    const gig = await gigWithKit('Settled kit');
    const { session } = await buy(gig.id);
    expect(await resume(session.order.id, buyer.token)).toMatchObject({
      status: 409,
      body: { detail: MESSAGES.orderNotPending },
    });
    const other = await gigWithKit('Dropped kit');
    const dropped = await checkout(other.id);
    await press(dropped.body.checkout_session_url, 'cancel');
    expect(await resume(dropped.body.order.id, buyer.token)).toMatchObject({
      status: 409,
      body: { detail: MESSAGES.orderNotPending },
    });
  });
});

describe('the API reference', () => {
  it('documents every order route, the sandbox page and the file route', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body;
    for (const [path, method, status] of [
      ['/api/order/gig-order-checkout/', 'post', '201'],
      ['/api/order/orders/', 'get', '200'],
      ['/api/order/orders/{id}/', 'get', '200'],
      ['/api/order/orders/{id}/checkout/', 'post', '201'],
      ['/api/order/download-order/{id}/', 'get', '200'],
      ['/api/order/test-checkout/{session}/', 'get', '200'],
      ['/api/order/test-checkout/{session}/pay/', 'post', '303'],
      ['/api/order/test-checkout/{session}/cancel/', 'post', '303'],
      ['/api/files/{*}', 'get', '200'],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op?.summary, `${method} ${path}`).toEqual(expect.any(String));
      expect(op.responses[status], `${method} ${path}`).toBeDefined();
    }
    const download = doc.paths['/api/order/download-order/{id}/'].get;
    expect(download.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`).sort()).toEqual([
      'path:id',
      'query:file',
    ]);
  });

  it('answers an unknown or malformed checkout session with 404', async () => {
    for (const session of ['cs_test_nosuchsession', 'bad%20session']) {
      const res = await t.call('GET', `/api/order/test-checkout/${session}/`);
      expect(res, session).toMatchObject({ status: 404, body: { detail: MESSAGES.checkoutSessionNotFound } });
    }
  });
});
