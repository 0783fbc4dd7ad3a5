import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { createTestApp, type TestApp } from '../../test/app';
import { files, makeUser, multipart } from '../../test/factories';
import { makeLookups, makeProduct, makeSeller } from './fixtures/catalogue';

let t: TestApp;
let seller: Awaited<ReturnType<typeof makeUser>>;
let rival: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;
let lookups: Awaited<ReturnType<typeof makeLookups>>;

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeSeller(t);
  rival = await makeSeller(t, 'Rami Rival');
  shopper = await makeUser(t, { fullName: 'Hana Shopper' });
  lookups = await makeLookups(t);
});
afterAll(async () => {
  await t.close();
});

describe('selling a product', () => {
  it('answers the product with nested stock items, two-place prices, currencies, rating and seller card', async () => {
    const { product } = await makeProduct(
      t,
      seller.token,
      {
        name: 'Walnut desk lamp',
        category: lookups.category.id,
        product_type: lookups.physical.id,
        is_return_available: true,
        is_exchange_available: true,
        return_exchange_days: 30,
        services: ['Free shipping', 'Two-year warranty'],
      },
      [
        {
          product_option_details: { Colour: 'Black', Size: 'Large' },
          price: 59,
          discount: '10.5',
          quantity: 7,
          barcode: '4006381333931',
        },
        { product_option_details: { Colour: 'Walnut' }, price: '64.9', price_currency: 'EUR' },
      ],
    );
    const res = await t.call('GET', `/api/product/product/${product.id}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: product.id,
      name: 'Walnut desk lamp',
      category: lookups.category.id,
      product_type: lookups.physical.id,
      is_return_available: true,
      is_exchange_available: true,
      return_exchange_days: 30,
      services: ['Free shipping', 'Two-year warranty'],
      vendor: seller.id,
      vendor_profile: { id: seller.id, full_name: 'Sara Seller', is_expert: true },
      rating: null,
      review_count: 0,
    });
    expect(res.body.product_stock).toHaveLength(2);
    expect(res.body.product_stock[0]).toMatchObject({
      product: product.id,
      product_option_details: { Colour: 'Black', Size: 'Large' },
      quantity: 7,
      barcode: '4006381333931',
      price: '59.00',
      price_currency: 'USD',
      discount: '10.50',
      discount_currency: 'USD',
      sale_price: '48.50',
      product_media: [],
    });
    expect(res.body.product_stock[1]).toMatchObject({
      price: '64.90',
      price_currency: 'EUR',
      discount: '0.00',
      discount_currency: 'EUR',
    });
    expect(res.body.vendor_profile).not.toHaveProperty('email');
  });

  it('lets only experts sell, and only the seller change or delete', async () => {
    const refused = await t.call('POST', '/api/product/product/', {
      token: shopper.token,
      payload: { name: 'Not allowed' },
    });
    expect(refused).toMatchObject({ status: 403, body: { detail: MESSAGES.productSellerOnly } });
    expect((await t.call('POST', '/api/product/product/', { payload: { name: 'x' } })).status).toBe(401);

    const { product, stocks } = await makeProduct(t, seller.token);
    const path = `/api/product/product/${product.id}/`;
    for (const token of [rival.token, shopper.token]) {
      expect(await t.call('PATCH', path, { token, payload: { name: 'Mine now' } })).toMatchObject({
        status: 403,
        body: { detail: MESSAGES.productForbidden },
      });
      expect((await t.call('DELETE', path, { token })).status).toBe(403);
      expect(
        (
          await t.call('POST', '/api/product/product-stock/', {
            token,
            payload: { product: product.id, sku_number: 'HIJACK-1', quantity: 1, price: '1.00' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await t.call('PATCH', `/api/product/product-stock/${stocks[0]!.id}/`, {
            token,
            payload: { quantity: 0 },
          })
        ).status,
      ).toBe(403);
      expect((await t.call('DELETE', `/api/product/product-stock/${stocks[0]!.id}/`, { token })).status).toBe(
        403,
      );
      const media = await t.call('POST', '/api/product/product-media/', {
        token,
        ...multipart({ product_stock: stocks[0]!.id, media_type: 'Image' }, { image: files.png() }),
      });
      expect(media).toMatchObject({ status: 403, body: { detail: MESSAGES.mediaForbidden } });
    }

    const renamed = await t.call('PATCH', path, {
      token: seller.token,
      payload: { name: 'Brass desk lamp', return_exchange_days: 14, services: [] },
    });
    expect(renamed).toMatchObject({
      status: 200,
      body: { name: 'Brass desk lamp', return_exchange_days: 14 },
    });
    const stock = await t.call('PATCH', `/api/product/product-stock/${stocks[0]!.id}/`, {
      token: seller.token,
      payload: { quantity: 3, discount: '9.00' },
    });
    expect(stock.body).toMatchObject({ quantity: 3, price: '59.00', discount: '9.00', sale_price: '50.00' });

    expect((await t.call('DELETE', path, { token: seller.token })).status).toBe(204);
    expect(await t.call('GET', path)).toMatchObject({
      status: 404,
      body: { detail: MESSAGES.productNotFound },
    });
    expect((await t.call('GET', `/api/product/product-stock/${stocks[0]!.id}/`)).status).toBe(404);
  });

  it('refuses bad values field by field', async () => {
    const bad = await t.call('POST', '/api/product/product/', {
      token: seller.token,
      payload: { name: '  ', category: 'nosuchcategory', return_exchange_days: 400 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      name: [MESSAGES.required],
      return_exchange_days: [MESSAGES.productReturnDaysInvalid],
    });
    const unknown = await t.call('POST', '/api/product/product/', {
      token: seller.token,
      payload: { name: 'Lamp', category: 'nosuchcategory', product_type: 'nosuchtype' },
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { category: [MESSAGES.productCategoryInvalid], product_type: [MESSAGES.productTypeInvalid] },
    });

    const { product, stocks } = await makeProduct(t, seller.token, {}, [{ sku_number: 'LAMP-TAKEN' }]);
    const stock = (payload: Record<string, unknown>) =>
      t.call('POST', '/api/product/product-stock/', {
        token: seller.token,
        payload: {
          product: product.id,
          sku_number: `SKU-${Math.random()}`,
          quantity: 1,
          price: '10.00',
          ...payload,
        },
      });
    expect((await stock({ price: '12.345' })).body).toEqual({ price: [MESSAGES.gigPriceInvalid] });
    expect((await stock({ discount: '11.00' })).body).toEqual({
      discount: [MESSAGES.productDiscountTooLarge],
    });
    expect((await stock({ sku_number: 'LAMP-TAKEN' })).body).toEqual({
      sku_number: [MESSAGES.productSkuTaken],
    });
    expect((await stock({ quantity: -1 })).body).toEqual({ quantity: [MESSAGES.productQuantityInvalid] });
    expect((await stock({ quantity: 1.5 })).body).toEqual({ quantity: [MESSAGES.productQuantityInvalid] });
    expect((await stock({ product_option_details: { Colour: '' } })).body).toEqual({
      product_option_details: [MESSAGES.productOptionsInvalid],
    });
    expect((await stock({ discount_currency: 'EUR' })).body).toEqual({
      discount_currency: [MESSAGES.gigCurrencyInvalid],
    });
    expect((await stock({ product: 'nosuchproduct' })).status).toBe(404);
    expect(stocks).toHaveLength(1);
  });
});

describe('product media', () => {
  it('stores pictures checked by content, videos and video URLs, nested in their stock item in order', async () => {
    const { product, stocks } = await makeProduct(t, seller.token);
    const stockId = stocks[0]!.id;
    const upload = (fields: Record<string, string>, attached: Parameters<typeof multipart>[1] = {}) =>
      t.call('POST', '/api/product/product-media/', {
        token: seller.token,
        ...multipart({ product_stock: stockId, ...fields }, attached),
      });
    const second = await upload(
      { media_type: 'Image', order: '2', description: 'Side view' },
      { image: files.png() },
    );
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      product_stock: stockId,
      media_type: 'Image',
      order: 2,
      description: 'Side view',
      video: null,
      video_url: null,
    });
    expect(second.body.image).toMatch(/^http:\/\/guild\.test\/media\/products\/[a-z0-9]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: new URL(second.body.image).pathname });
    expect(served.statusCode).toBe(200);

    const first = await upload({ media_type: 'Image', order: '1' }, { image: files.png('front.png') });
    expect(first.status).toBe(201);
    const link = await upload({ media_type: 'Video', video_url: 'https://videos.example/lamp', order: '3' });
    expect(link.body).toMatchObject({
      media_type: 'Video',
      video_url: 'https://videos.example/lamp',
      image: null,
    });

    const fake = await upload(
      { media_type: 'Image' },
      { image: { filename: 'lamp.png', data: Buffer.from('not a picture'), contentType: 'image/png' } },
    );
    expect(fake).toMatchObject({ status: 400, body: { image: [MESSAGES.mediaFileType] } });
    const renamed = await upload({ media_type: 'Image' }, { image: files.png('lamp.exe') });
    expect(renamed).toMatchObject({ status: 400, body: { image: [MESSAGES.mediaFileType] } });
    expect((await upload({ media_type: 'Video' })).body).toEqual({ video: [MESSAGES.productMediaMissing] });
    expect((await upload({ media_type: 'Image' })).body).toEqual({ image: [MESSAGES.gigFileRequired] });

    const read = await t.call('GET', `/api/product/product/${product.id}/`);
    expect(read.body.product_stock[0].product_media.map((m: { id: string }) => m.id)).toEqual([
      first.body.id,
      second.body.id,
      link.body.id,
    ]);
    const moved = await t.call('PATCH', `/api/product/product-media/${link.body.id}/`, {
      token: seller.token,
      payload: { order: 0 },
    });
    expect(moved.body.order).toBe(0);
    expect(
      (await t.call('DELETE', `/api/product/product-media/${first.body.id}/`, { token: seller.token }))
        .status,
    ).toBe(204);
    expect((await t.call('GET', `/api/product/product-media/${first.body.id}/`)).status).toBe(404);
  });
});

describe('the catalogue lists', () => {
  it('filters by category, product type, vendor and search, orders and pages', async () => {
    const mine = await makeSeller(t, 'Filter Vendor');
    const lk = await makeLookups(t);
    await makeProduct(
      t,
      mine.token,
      { name: 'Oak monitor stand', category: lk.category.id, product_type: lk.physical.id },
      [{ price: '80.00' }],
    );
    await makeProduct(
      t,
      mine.token,
      { name: 'Sound pack', category: lk.other.id, product_type: lk.digital.id },
      [{ price: '15.00' }],
    );
    await makeProduct(
      t,
      mine.token,
      { name: 'Cable tray', category: lk.category.id, product_type: lk.physical.id },
      [{ price: '25.00', discount: '20.00' }],
    );
    const list = (q: string) => t.call('GET', `/api/product/product/?vendor=${mine.id}&${q}`);

    const all = await list('');
    expect(all.body.count).toBe(3);
    expect(all.body.results.map((p: { name: string }) => p.name)).toEqual([
      'Cable tray',
      'Sound pack',
      'Oak monitor stand',
    ]);
    expect((await list(`category=${lk.category.id}`)).body.count).toBe(2);
    expect((await list(`product_type=${lk.digital.id}`)).body.results[0].name).toBe('Sound pack');
    expect((await list('search=MONITOR')).body.results.map((p: { name: string }) => p.name)).toEqual([
      'Oak monitor stand',
    ]);
    expect((await list('search=100%25')).body.count).toBe(0);
    // A word of the category or the product type finds its products too, ignoring case.
    expect(
      (await list(`search=${lk.other.title.toUpperCase()}`)).body.results.map(
        (p: { name: string }) => p.name,
      ),
    ).toEqual(['Sound pack']);
    expect((await list(`search=${lk.digital.title.toLowerCase()}`)).body.count).toBe(1);
    // The search page's "most viewed" and "most followers" for products: most reviewed, most wishlisted.
    for (const ordering of ['-reviews', '-wishlisted']) {
      expect((await list(`ordering=${ordering}`)).body.count, ordering).toBe(3);
    }
    expect((await list('ordering=price')).body.results.map((p: { name: string }) => p.name)).toEqual([
      'Cable tray',
      'Sound pack',
      'Oak monitor stand',
    ]);
    expect((await list('ordering=-price')).body.results[0].name).toBe('Oak monitor stand');
    expect((await list('ordering=name')).body.results[0].name).toBe('Cable tray');

    const first = await list('page_size=2&ordering=name');
    expect(first.body).toMatchObject({ count: 3, previous: null });
    expect(first.body.results).toHaveLength(2);
    expect(first.body.next).toMatch(/^http:\/\/guild\.test\/api\/product\/product\/\?.*page=2/);
    const second = await t.call('GET', new URL(first.body.next).pathname + new URL(first.body.next).search);
    expect(second.body.results.map((p: { name: string }) => p.name)).toEqual(['Sound pack']);
    expect(second.body.previous).toContain('page=1');

    expect((await list('ordering=-constructor')).status).toBe(400);
    expect((await list('page_size=0')).status).toBe(400);
  });

  it('answers the category and product-type look-ups paginated, and each by id', async () => {
    const categories = await t.call('GET', '/api/product/category/?page_size=1');
    expect(categories.body.count).toBeGreaterThan(1);
    expect(categories.body.results[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      title_ar: expect.any(String),
      description: expect.any(String),
    });
    expect(categories.body.next).toContain('page=2');
    const types = await t.call('GET', '/api/product/product-type/?all_pages=true');
    expect(types.body.results.length).toBe(types.body.count);
    expect(types.body.results[0]).toHaveProperty('image', null);
    const one = await t.call('GET', `/api/product/product-type/${lookups.digital.id}/`);
    expect(one.body).toMatchObject({ id: lookups.digital.id, description: 'Downloaded.' });
    expect((await t.call('GET', `/api/product/category/${lookups.category.id}/`)).body.title).toBe(
      lookups.category.title,
    );
    expect(await t.call('GET', '/api/product/product-type/nosuchtype/')).toMatchObject({
      status: 404,
      body: { detail: MESSAGES.productTypeNotFound },
    });
    expect(await t.call('GET', '/api/product/product/..%2F/')).toMatchObject({ status: 404 });
  });

  it('serves the product page for a product that exists, with what a visitor sees, and the 404 page otherwise', async () => {
    const { product } = await makeProduct(t, seller.token);
    const shown = t.app.marketPages.match(`/market/products/${product.id}/`)!;
    // Rendered per request: the page's data is the product as the API answers a visitor.
    const visitor = await t.call('GET', `/api/product/product/${product.id}/`);
    expect(await shown.page.load?.(shown.params, new URLSearchParams())).toMatchObject({
      product: visitor.body,
      reviews: [],
    });
    expect(t.app.marketPages.match(`/market/products/${product.id}/edit/`)?.page.host).toBe(
      'market/products/_/edit/index.html',
    );
    const page = t.app.marketPages.match('/market/products/nosuchproduct/')!;
    expect(await page.page.exists(page.params)).toBe(false);
    const real = t.app.marketPages.match(`/market/products/${product.id}/`)!;
    expect(await real.page.exists(real.params)).toBe(true);
  });
});
