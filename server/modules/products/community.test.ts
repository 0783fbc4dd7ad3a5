import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { handle } from '../../lib/db';
import { createTestApp, type TestApp } from '../../test/app';
import { files, makeUser, multipart } from '../../test/factories';
import { notifications } from '../../test/tables';
import { makeProduct, makeSeller } from './fixtures/catalogue';

let t: TestApp;
let seller: Awaited<ReturnType<typeof makeUser>>;
let buyer: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeSeller(t);
  buyer = await makeUser(t, { fullName: 'Bilal Buyer' });
  other = await makeUser(t, { fullName: 'Olga Other' });
});
afterAll(async () => {
  await t.close();
});

async function buy(stockId: string, token = buyer.token) {
  const session = await t.call('POST', '/api/order/product-order-checkout/', {
    token,
    payload: { product_stock: stockId, quantity: 1 },
  });
  expect(session.status).toBe(201);
  await t.app.inject({
    method: 'POST',
    url: `${new URL(session.body.checkout_session_url).pathname}pay/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

const notificationsOf = async (userId: string, kind: string) =>
  await handle(t.db)
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe('the wishlist', () => {
  it('adds an item once (201, then 200 with the same entry), lists only mine, and deletes with 204', async () => {
    const { product, stocks } = await makeProduct(t, seller.token, { name: 'Linen notebook' }, [
      { price: '12.00' },
    ]);
    const stockId = stocks[0]!.id;
    const add = () =>
      t.call('POST', '/api/product/wishlist/', { token: buyer.token, payload: { product_stock: stockId } });
    const first = await add();
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      customer: buyer.id,
      product_stock: stockId,
      product_stock_detail: {
        product: product.id,
        product_name: 'Linen notebook',
        price: '12.00',
        sale_price: '12.00',
      },
    });
    const twice = await add();
    expect(twice.status).toBe(200);
    expect(twice.body.id).toBe(first.body.id);

    const theirs = await t.call('POST', '/api/product/wishlist/', {
      token: other.token,
      payload: { product_stock: stockId },
    });
    expect(theirs.status).toBe(201);

    const mine = await t.call('GET', '/api/product/wishlist/', { token: buyer.token });
    expect(mine.body.count).toBe(1);
    expect(mine.body.results[0].id).toBe(first.body.id);
    const filtered = await t.call('GET', `/api/product/wishlist/?product_stock=${stockId}`, {
      token: buyer.token,
    });
    expect(filtered.body.results.map((e: { id: string }) => e.id)).toEqual([first.body.id]);
    expect(
      (await t.call('GET', '/api/product/wishlist/?product_stock=nosuch', { token: buyer.token })).body.count,
    ).toBe(0);
    expect((await t.call('GET', '/api/product/wishlist/')).status).toBe(401);

    expect(
      await t.call('DELETE', `/api/product/wishlist/${theirs.body.id}/`, { token: buyer.token }),
    ).toMatchObject({
      status: 403,
      body: { detail: MESSAGES.wishlistNotYours },
    });
    const gone = await t.call('DELETE', `/api/product/wishlist/${first.body.id}/`, { token: buyer.token });
    expect(gone.status).toBe(204);
    expect(gone.body).toBeUndefined();
    expect(
      await t.call('DELETE', `/api/product/wishlist/${first.body.id}/`, { token: buyer.token }),
    ).toMatchObject({
      status: 404,
      body: { detail: MESSAGES.wishlistNotFound },
    });
    expect((await t.call('GET', '/api/product/wishlist/', { token: other.token })).body.count).toBe(1);
    expect(
      await t.call('POST', '/api/product/wishlist/', {
        token: buyer.token,
        payload: { product_stock: 'nosuchstock' },
      }),
    ).toMatchObject({ status: 404, body: { detail: MESSAGES.productStockNotFound } });
  });
});

describe('reviews', () => {
  it('lets a customer with a completed order review the item once, and updates the product rating', async () => {
    const { product, stocks } = await makeProduct(t, seller.token, { name: 'Felt desk mat' });
    const stockId = stocks[0]!.id;
    const review = (token: string, body: Record<string, unknown>) =>
      t.call('POST', '/api/product/product-review/', { token, payload: { product_stock: stockId, ...body } });

    const early = await review(buyer.token, { rating: 5, comment: 'Love it' });
    expect(early).toMatchObject({ status: 403, body: { detail: MESSAGES.reviewNotBought } });
    // A pending order is not a purchase.
    await t.call('POST', '/api/order/product-order-checkout/', {
      token: other.token,
      payload: { product_stock: stockId, quantity: 1 },
    });
    expect((await review(other.token, { rating: 4 })).status).toBe(403);

    await buy(stockId);
    for (const rating of [0, 6, 2.5, 'five']) {
      expect(await review(buyer.token, { rating, comment: 'Hmm' })).toMatchObject({
        status: 400,
        body: { rating: [MESSAGES.reviewRatingInvalid] },
      });
    }
    const made = await review(buyer.token, { rating: 4, comment: 'Soft and large enough.' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      rating: 4,
      comment: 'Soft and large enough.',
      customer: buyer.id,
      customer_profile: { id: buyer.id, full_name: 'Bilal Buyer' },
      product_stock: stockId,
      product: product.id,
      review_images: [],
      review_videos: [],
    });
    expect(await review(buyer.token, { rating: 2 })).toMatchObject({
      status: 409,
      body: { detail: MESSAGES.reviewTwice },
    });

    const second = await makeUser(t, { fullName: 'Second Buyer' });
    await buy(stockId, second.token);
    expect((await review(second.token, { rating: 5 })).status).toBe(201);

    const read = await t.call('GET', `/api/product/product/${product.id}/`);
    expect(read.body).toMatchObject({ rating: 4.5, review_count: 2 });
    const list = await t.call('GET', `/api/product/product-review/?product_stock=${stockId}`);
    expect(list.body.count).toBe(2);
    expect(list.body.results[0].rating).toBe(5);

    const told = await notificationsOf(seller.id, 'product_review');
    expect(told.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(told[0]!.message).en).toBe('Bilal Buyer rated “Felt desk mat” 4 out of 5.');
    expect(JSON.parse(told[0]!.actions)).toEqual([{ id: product.id, type: 'product' }]);
  });

  it('takes pictures checked by content and videos from the review’s author only', async () => {
    const { stocks } = await makeProduct(t, seller.token);
    const stockId = stocks[0]!.id;
    await buy(stockId);
    const review = await t.call('POST', '/api/product/product-review/', {
      token: buyer.token,
      payload: { product_stock: stockId, rating: 5, comment: 'Great' },
    });
    const image = (token: string, part = files.png()) =>
      t.call('POST', '/api/product/review-image/', {
        token,
        ...multipart({ review: review.body.id }, { image: part }),
      });
    const added = await image(buyer.token);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(String),
      review: review.body.id,
      image: expect.stringMatching(/^http:\/\/guild\.test\/media\/reviews\/[a-z0-9]+\.png$/),
    });
    expect(await image(other.token)).toMatchObject({
      status: 403,
      body: { detail: MESSAGES.reviewNotYours },
    });
    expect(await image(buyer.token, files.text('fake.png'))).toMatchObject({
      status: 400,
      body: { image: [MESSAGES.mediaFileType] },
    });
    const missing = await t.call('POST', '/api/product/review-image/', {
      token: buyer.token,
      ...multipart({ review: 'nosuchreview' }, { image: files.png() }),
    });
    expect(missing).toMatchObject({ status: 404, body: { detail: MESSAGES.reviewNotFound } });

    const link = await t.call('POST', '/api/product/review-video/', {
      token: buyer.token,
      payload: { review: review.body.id, url: 'https://videos.example/unboxing' },
    });
    expect(link).toMatchObject({
      status: 201,
      body: { url: 'https://videos.example/unboxing', video: null },
    });
    const none = await t.call('POST', '/api/product/review-video/', {
      token: buyer.token,
      payload: { review: review.body.id },
    });
    expect(none).toMatchObject({ status: 400, body: { video: [MESSAGES.productMediaMissing] } });

    const read = await t.call('GET', `/api/product/product-review/${review.body.id}/`);
    expect(read.body.review_images).toHaveLength(1);
    expect(read.body.review_videos).toHaveLength(1);
    for (let i = 0; i < 5; i++) expect((await image(buyer.token)).status).toBe(201);
    expect(await image(buyer.token)).toMatchObject({
      status: 400,
      body: { image: [MESSAGES.reviewTooManyImages] },
    });
  });
});

describe('questions', () => {
  it('are asked by any signed-in user, listed by product, and answered only by the vendor; both are told', async () => {
    const { product } = await makeProduct(t, seller.token, { name: 'Cork board' });
    const ask = await t.call('POST', '/api/product/product-question/', {
      token: other.token,
      payload: { product: product.id, question: 'Does it come with pins?' },
    });
    expect(ask.status).toBe(201);
    expect(ask.body).toMatchObject({
      question: 'Does it come with pins?',
      answer: null,
      customer: other.id,
      product: product.id,
      vendor: seller.id,
      answered_on: null,
    });
    expect(
      (
        await t.call('POST', '/api/product/product-question/', {
          payload: { product: product.id, question: 'Hi?' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await t.call('POST', '/api/product/product-question/', {
          token: other.token,
          payload: { product: product.id, question: ' ' },
        })
      ).body,
    ).toEqual({ question: [MESSAGES.required] });

    const list = await t.call('GET', `/api/product/product-question/?product=${product.id}`);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]).toMatchObject({
      id: ask.body.id,
      customer_profile: { full_name: 'Olga Other' },
    });

    const path = `/api/product/product-question/${ask.body.id}/`;
    expect(await t.call('PATCH', path, { token: other.token, payload: { answer: 'Yes' } })).toMatchObject({
      status: 403,
      body: { detail: MESSAGES.questionVendorOnly },
    });
    const answered = await t.call('PATCH', path, {
      token: seller.token,
      payload: { answer: 'Yes, twenty brass pins.' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.answer).toBe('Yes, twenty brass pins.');
    expect(answered.body.answered_on).toMatch(/^\d{4}-/);

    expect(JSON.parse((await notificationsOf(seller.id, 'product_question')).at(-1)!.message).en).toBe(
      'Olga Other asked about “Cork board”: Does it come with pins?',
    );
    const toAsker = await notificationsOf(other.id, 'product_answer');
    expect(JSON.parse(toAsker.at(-1)!.message).en).toBe(
      'Sara Seller answered your question about “Cork board”.',
    );
    expect(JSON.parse(toAsker.at(-1)!.actions)).toEqual([{ id: product.id, type: 'product' }]);
    expect(
      (
        await t.call('PATCH', '/api/product/product-question/nosuch/', {
          token: seller.token,
          payload: { answer: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});
