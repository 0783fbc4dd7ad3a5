import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { UserRow } from '../../db/schema';
import { handle, single, tables } from '../../server/lib/db';
import { encodePng } from './demo-files';

// Demo products (issue 15): several types and categories, stock items with options, pictures drawn
// by code (no downloads), reviews with pictures, answered and open questions, and the demo client's
// purchase and wishlist.

type Rgb = [number, number, number];
type Kind = 'lamp' | 'mug' | 'poster' | 'notebook' | 'headphones' | 'pack' | 'tee' | 'plant';

const COLOURS: Record<string, Rgb> = {
  Black: [39, 39, 42],
  Walnut: [120, 74, 44],
  Brass: [202, 160, 62],
  White: [244, 244, 245],
  Sage: [132, 165, 137],
  Terracotta: [196, 98, 67],
  Navy: [30, 58, 138],
  Coral: [251, 113, 133],
  Indigo: [79, 70, 229],
  Sand: [214, 196, 160],
};

const BACKDROPS: [Rgb, Rgb][] = [
  [
    [238, 242, 255],
    [224, 231, 255],
  ],
  [
    [254, 243, 199],
    [253, 230, 138],
  ],
  [
    [236, 253, 245],
    [209, 250, 229],
  ],
  [
    [255, 241, 242],
    [254, 205, 211],
  ],
  [
    [240, 249, 255],
    [186, 230, 253],
  ],
];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const shade = (c: Rgb, f: number): Rgb => mix(c, f > 0 ? [255, 255, 255] : [0, 0, 0], Math.abs(f));

type Dist = (x: number, y: number) => number;
const box =
  (cx: number, cy: number, hw: number, hh: number, r: number): Dist =>
  (x, y) => {
    const qx = Math.abs(x - cx) - hw + r;
    const qy = Math.abs(y - cy) - hh + r;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
  };
const disc =
  (cx: number, cy: number, r: number): Dist =>
  (x, y) =>
    Math.hypot(x - cx, y - cy) - r;
const ring =
  (cx: number, cy: number, r: number, w: number): Dist =>
  (x, y) =>
    Math.abs(Math.hypot(x - cx, y - cy) - r) - w;
const lower =
  (d: Dist, cy: number): Dist =>
  (x, y) =>
    y < cy ? 1e9 : d(x, y);
const upper =
  (d: Dist, cy: number): Dist =>
  (x, y) =>
    y > cy ? 1e9 : d(x, y);

/** A product photo drawn by code: a soft backdrop, a floor shadow and the object in its colour. */
export function productArtwork(kind: Kind, colour: Rgb, seed: number, width = 640, height = 480): Buffer {
  const [top, bottom] = BACKDROPS[seed % BACKDROPS.length]!;
  const cx = width / 2;
  const floor = height * 0.8;
  const s = height / 480;
  const parts: { d: Dist; c: Rgb }[] = [];
  const add = (d: Dist, c: Rgb) => parts.push({ d, c });
  const light = shade(colour, 0.25);
  const dark = shade(colour, -0.25);
  switch (kind) {
    case 'lamp':
      add(box(cx, floor - 8 * s, 70 * s, 10 * s, 8 * s), dark);
      add(box(cx, floor - 120 * s, 7 * s, 110 * s, 4 * s), [161, 161, 170]);
      add(lower(disc(cx, floor - 215 * s, 95 * s), floor - 225 * s), colour);
      add(box(cx, floor - 222 * s, 95 * s, 6 * s, 3 * s), light);
      add(disc(cx, floor - 205 * s, 16 * s), [254, 240, 138]);
      break;
    case 'mug':
      add(ring(cx + 88 * s, floor - 105 * s, 38 * s, 11 * s), dark);
      add(box(cx, floor - 100 * s, 85 * s, 100 * s, 22 * s), colour);
      add(box(cx - 40 * s, floor - 110 * s, 12 * s, 60 * s, 10 * s), light);
      break;
    case 'poster':
      add(box(cx, floor - 170 * s, 120 * s, 165 * s, 6 * s), dark);
      add(box(cx, floor - 170 * s, 105 * s, 150 * s, 2 * s), [250, 250, 250]);
      add(disc(cx, floor - 200 * s, 60 * s), colour);
      add(box(cx, floor - 90 * s, 70 * s, 10 * s, 5 * s), light);
      break;
    case 'notebook':
      add(box(cx + 6 * s, floor - 130 * s, 105 * s, 135 * s, 10 * s), [250, 250, 250]);
      add(box(cx, floor - 135 * s, 105 * s, 135 * s, 12 * s), colour);
      add(box(cx + 70 * s, floor - 135 * s, 8 * s, 135 * s, 0), light);
      add(box(cx - 10 * s, floor - 190 * s, 55 * s, 22 * s, 5 * s), shade(colour, 0.55));
      break;
    case 'headphones':
      add(upper(ring(cx, floor - 150 * s, 120 * s, 14 * s), floor - 150 * s), dark);
      add(box(cx - 120 * s, floor - 110 * s, 34 * s, 62 * s, 26 * s), colour);
      add(box(cx + 120 * s, floor - 110 * s, 34 * s, 62 * s, 26 * s), colour);
      add(box(cx - 128 * s, floor - 110 * s, 10 * s, 40 * s, 8 * s), light);
      break;
    case 'pack':
      add(box(cx + 24 * s, floor - 140 * s, 110 * s, 130 * s, 18 * s), dark);
      add(box(cx, floor - 150 * s, 110 * s, 130 * s, 18 * s), colour);
      add(box(cx, floor - 150 * s, 40 * s, 40 * s, 8 * s), light);
      break;
    case 'tee':
      add(box(cx, floor - 130 * s, 95 * s, 130 * s, 14 * s), colour);
      add(box(cx - 120 * s, floor - 215 * s, 45 * s, 40 * s, 14 * s), colour);
      add(box(cx + 120 * s, floor - 215 * s, 45 * s, 40 * s, 14 * s), colour);
      add(lower(disc(cx, floor - 262 * s, 34 * s), floor - 262 * s), shade(colour, -0.35));
      break;
    case 'plant':
      add(disc(cx - 50 * s, floor - 210 * s, 55 * s), [22, 101, 52]);
      add(disc(cx + 45 * s, floor - 225 * s, 60 * s), [21, 128, 61]);
      add(disc(cx, floor - 270 * s, 50 * s), [34, 197, 94]);
      add(box(cx, floor - 70 * s, 80 * s, 70 * s, 16 * s), colour);
      add(box(cx, floor - 132 * s, 92 * s, 12 * s, 6 * s), dark);
      break;
  }
  const px = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let c = mix(top, bottom, y / height);
      // A soft floor shadow under the object.
      const sh = Math.hypot((x - cx) / (150 * s), (y - floor) / (14 * s));
      if (sh < 1.4) c = mix(c, [0, 0, 0], 0.18 * Math.max(0, 1 - sh / 1.4));
      for (const p of parts) {
        const d = p.d(x, y);
        if (d < 1) c = mix(c, p.c, Math.max(0, Math.min(1, 0.5 - d)));
      }
      const i = (y * width + x) * 3;
      px[i] = c[0];
      px[i + 1] = c[1];
      px[i + 2] = c[2];
    }
  }
  return encodePng(width, height, px);
}

const CATEGORIES = [
  ['Desk and office', 'المكتب وأدواته', 'Lamps, stands and organisers for a calm workspace.'],
  ['Audio', 'الصوتيات', 'Headphones and sound packs.'],
  ['Prints and posters', 'المطبوعات والملصقات', 'Art for the studio wall.'],
  ['Digital assets', 'الأصول الرقمية', 'Icon sets, sound packs and templates to download.'],
  ['Apparel', 'الملابس', 'Tees made for makers.'],
] as const;

const TYPES: [string, string, string, Kind, Rgb][] = [
  ['Physical goods', 'منتجات مادية', 'Shipped to your door.', 'pack', [79, 70, 229]],
  ['Digital download', 'تنزيل رقمي', 'Delivered as a download after payment.', 'pack', [16, 185, 129]],
  [
    'Limited edition',
    'إصدار محدود',
    'Made in small numbers; when they are gone, they are gone.',
    'poster',
    [217, 119, 6],
  ],
];

interface ProductSpec {
  name: string;
  description: string;
  category: number;
  type: number;
  kind: Kind;
  returns: number;
  exchange: boolean;
  services: string[];
  stocks: {
    options: Record<string, string>;
    colour: string;
    quantity: number;
    price: number;
    discount?: number;
    currency?: string;
  }[];
}

const PRODUCTS: ProductSpec[] = [
  {
    name: 'Walnut desk lamp',
    description:
      'A warm, dimmable desk lamp with a solid walnut base and a brass stem. The shade tilts 40 degrees, and the LED lasts 25,000 hours.\n\nUSB-C powered; cable and plug included.',
    category: 0,
    type: 0,
    kind: 'lamp',
    returns: 30,
    exchange: true,
    services: ['Free shipping', 'Two-year warranty'],
    stocks: [
      { options: { Colour: 'Black' }, colour: 'Black', quantity: 12, price: 89, discount: 10 },
      { options: { Colour: 'Brass' }, colour: 'Brass', quantity: 4, price: 99 },
      { options: { Colour: 'Walnut' }, colour: 'Walnut', quantity: 0, price: 94 },
    ],
  },
  {
    name: 'Stoneware coffee mug',
    description: 'Thrown by hand, glazed inside and out, 350 ml. Safe in the dishwasher and the microwave.',
    category: 0,
    type: 0,
    kind: 'mug',
    returns: 14,
    exchange: true,
    services: ['Gift wrapping on request'],
    stocks: [
      { options: { Colour: 'Sage', Size: '350 ml' }, colour: 'Sage', quantity: 30, price: 24 },
      { options: { Colour: 'Terracotta', Size: '350 ml' }, colour: 'Terracotta', quantity: 18, price: 24 },
      { options: { Colour: 'White', Size: '450 ml' }, colour: 'White', quantity: 9, price: 28, discount: 4 },
    ],
  },
  {
    name: 'Studio headphones',
    description:
      'Closed-back headphones tuned flat for mixing and long calls. Replaceable ear pads and cable.',
    category: 1,
    type: 0,
    kind: 'headphones',
    returns: 30,
    exchange: false,
    services: ['Free shipping', 'One-year warranty'],
    stocks: [
      { options: { Colour: 'Black' }, colour: 'Black', quantity: 7, price: 149, discount: 20 },
      { options: { Colour: 'White' }, colour: 'White', quantity: 3, price: 149 },
    ],
  },
  {
    name: 'Grid dot notebook',
    description: 'A5, 192 pages of 100 gsm paper with a 5 mm dot grid, lay-flat binding and two ribbons.',
    category: 0,
    type: 0,
    kind: 'notebook',
    returns: 14,
    exchange: true,
    services: ['Ships in two days'],
    stocks: [
      { options: { Colour: 'Navy' }, colour: 'Navy', quantity: 40, price: 18 },
      { options: { Colour: 'Coral' }, colour: 'Coral', quantity: 25, price: 18 },
      { options: { Colour: 'Sand' }, colour: 'Sand', quantity: 2, price: 18 },
    ],
  },
  {
    name: 'Bauhaus circles print',
    description: 'A giclée print on 300 gsm cotton paper, signed and numbered. Frame not included.',
    category: 2,
    type: 2,
    kind: 'poster',
    returns: 0,
    exchange: false,
    services: ['Shipped flat in a rigid mailer'],
    stocks: [
      { options: { Size: 'A3' }, colour: 'Terracotta', quantity: 15, price: 45 },
      { options: { Size: 'A2' }, colour: 'Indigo', quantity: 6, price: 70, discount: 5 },
    ],
  },
  {
    name: 'Interface sound pack',
    description:
      '120 short sounds for apps and games: taps, toggles, alerts and success chimes, in WAV and OGG.',
    category: 3,
    type: 1,
    kind: 'pack',
    returns: 0,
    exchange: false,
    services: ['Instant download', 'Commercial licence'],
    stocks: [
      { options: { Licence: 'Personal' }, colour: 'Indigo', quantity: 1000, price: 19 },
      { options: { Licence: 'Team' }, colour: 'Navy', quantity: 1000, price: 59 },
    ],
  },
  {
    name: 'Ship it tee',
    description: 'Heavyweight organic cotton tee with a small chest print. Cut a little boxy.',
    category: 4,
    type: 0,
    kind: 'tee',
    returns: 30,
    exchange: true,
    services: ['Free exchanges on size'],
    stocks: [
      { options: { Colour: 'Black', Size: 'M' }, colour: 'Black', quantity: 10, price: 32 },
      { options: { Colour: 'Black', Size: 'L' }, colour: 'Black', quantity: 8, price: 32 },
      { options: { Colour: 'Sand', Size: 'M' }, colour: 'Sand', quantity: 5, price: 32, discount: 7 },
    ],
  },
  {
    name: 'Desk plant kit',
    description: 'A pothos cutting, a glazed pot and a care card. Grows happily under office light.',
    category: 0,
    type: 0,
    kind: 'plant',
    returns: 7,
    exchange: false,
    services: ['Live arrival guarantee'],
    stocks: [
      { options: { Pot: 'Terracotta' }, colour: 'Terracotta', quantity: 14, price: 29, currency: 'EUR' },
      { options: { Pot: 'White' }, colour: 'White', quantity: 9, price: 29, currency: 'EUR' },
    ],
  },
];

/** Runs `fn` on each item one after the other (the inserts' order is the demo's order). */
async function inOrder<T, R>(items: readonly T[], fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const [i, item] of items.entries()) out.push(await fn(item, i));
  return out;
}

/** The demo products; their pictures are written under `dataDir`/uploads/public. */
export async function seedProducts(db: Db, accounts: { expert: UserRow; client: UserRow }, dataDir: string) {
  const {
    checkoutSessions,
    orders,
    productCategories,
    productMedia,
    productPurchases,
    productQuestions,
    productReviews,
    productStocks,
    products,
    productTypes,
    reviewImages,
    users,
    wishlistEntries,
  } = tables(db);
  const publicRoot = join(dataDir, 'uploads', 'public');
  const put = (folder: string, data: Buffer) => {
    mkdirSync(join(publicRoot, folder), { recursive: true });
    const key = `${folder}/${newId()}.png`;
    writeFileSync(join(publicRoot, key), data);
    return key;
  };

  const categoryIds = await inOrder(
    CATEGORIES,
    async ([title, titleAr, description], position) =>
      single(
        await handle(db)
          .insert(productCategories)
          .values({ title, titleAr, description, position })
          .returning(),
      ).id,
  );
  const typeIds = await inOrder(
    TYPES,
    async ([title, titleAr, description, kind, colour], position) =>
      single(
        await handle(db)
          .insert(productTypes)
          .values({
            title,
            titleAr,
            description,
            position,
            image: put('products', productArtwork(kind, colour, position, 320, 240)),
          })
          .returning(),
      ).id,
  );

  const sellers = [
    accounts.expert,
    ...(await handle(db)
      .select()
      .from(users)
      .where(and(eq(users.isExpert, true), ne(users.id, accounts.expert.id)))
      .limit(3)),
  ];
  const people = await handle(db)
    .select()
    .from(users)
    .where(and(eq(users.isExpert, false), ne(users.id, accounts.client.id)))
    .limit(6);

  let art = 0;
  const made = await inOrder(PRODUCTS, async (spec, i) => {
    const vendor = sellers[i % sellers.length]!;
    const created = new Date(Date.now() - (PRODUCTS.length - i) * 2 * 86_400_000).toISOString();
    const product = single(
      await handle(db)
        .insert(products)
        .values({
          vendorId: vendor.id,
          categoryId: categoryIds[spec.category],
          productTypeId: typeIds[spec.type],
          name: spec.name,
          description: spec.description,
          isReturnAvailable: spec.returns > 0,
          isExchangeAvailable: spec.exchange,
          returnExchangeDays: spec.returns,
          services: JSON.stringify(spec.services),
          createdOn: created,
          editedOn: created,
        })
        .returning(),
    );
    const stocks = await inOrder(spec.stocks, async (s, position) => {
      const currency = s.currency ?? 'USD';
      const stock = single(
        await handle(db)
          .insert(productStocks)
          .values({
            productId: product.id,
            options: JSON.stringify(s.options),
            quantity: s.quantity,
            skuNumber: `GLD-${String(i + 1).padStart(2, '0')}-${String(position + 1).padStart(2, '0')}`,
            barcode: `400638${String(1000000 + i * 100 + position).slice(-7)}`,
            priceMinor: s.price * 100,
            priceCurrency: currency,
            discountMinor: (s.discount ?? 0) * 100,
            discountCurrency: currency,
            position,
          })
          .returning(),
      );
      const colour = COLOURS[s.colour]!;
      for (let n = 0; n < 2; n++) {
        await handle(db)
          .insert(productMedia)
          .values({
            stockId: stock.id,
            mediaType: 'Image',
            image: put('products', productArtwork(spec.kind, colour, art++ + n)),
            description: n === 0 ? `${spec.name}, ${Object.values(s.options).join(', ')}` : '',
            order: n,
          });
      }
      return stock;
    });
    return { product, stocks, vendor };
  });

  /** A completed order with its purchase record, as the checkout would leave them. */
  const purchase = async (
    buyer: UserRow,
    stock: (typeof made)[number]['stocks'][number],
    name: string,
    daysAgo: number,
  ) => {
    const paidAt = new Date(Date.now() - daysAgo * 86_400_000);
    const amount = Math.max(0, stock.priceMinor - stock.discountMinor);
    const order = single(
      await handle(db)
        .insert(orders)
        .values({
          userId: buyer.id,
          orderType: 'product',
          productStockId: stock.id,
          quantity: 1,
          itemName: name,
          amountMinor: amount,
          amountCurrency: stock.priceCurrency,
          status: 'completed',
          transactionId: `txn_test_demo_${newId()}`,
          createdOn: new Date(paidAt.getTime() - 90_000).toISOString(),
          orderCompletionTimestamp: paidAt.toISOString(),
        })
        .returning(),
    );
    await handle(db)
      .insert(checkoutSessions)
      .values({
        id: `cs_test_demo_${newId()}`,
        orderId: order.id,
        provider: 'test',
        status: 'paid',
        createdOn: order.createdOn,
        expiresAt: new Date(paidAt.getTime() + 3600_000).toISOString(),
        completedAt: paidAt.toISOString(),
      });
    await handle(db).insert(productPurchases).values({
      orderId: order.id,
      customerId: buyer.id,
      stockId: stock.id,
      quantity: 1,
      createdOn: paidAt.toISOString(),
    });
    await handle(db)
      .update(productStocks)
      .set({ sold: stock.sold + 1 })
      .where(eq(productStocks.id, stock.id));
  };

  // The demo client bought the black desk lamp (and reviewed it with a picture); the mug and the
  // headphones wait on their wishlist.
  const lamp = made[0]!;
  await purchase(accounts.client, lamp.stocks[0]!, `${lamp.product.name} (Black)`, 6);
  const clientReview = single(
    await handle(db)
      .insert(productReviews)
      .values({
        customerId: accounts.client.id,
        stockId: lamp.stocks[0]!.id,
        productId: lamp.product.id,
        rating: 5,
        comment: 'Lovely warm light and a heavy base that does not tip. Exactly what my desk needed.',
        createdOn: new Date(Date.now() - 4 * 86_400_000).toISOString(),
      })
      .returning(),
  );
  await handle(db)
    .insert(reviewImages)
    .values({
      reviewId: clientReview.id,
      image: put('reviews', productArtwork('lamp', COLOURS.Black!, 3, 480, 360)),
    });
  for (const stock of [made[1]!.stocks[0]!, made[2]!.stocks[0]!]) {
    await handle(db).insert(wishlistEntries).values({ customerId: accounts.client.id, stockId: stock.id });
  }

  // Other customers' purchases and reviews, so ratings vary.
  const REVIEWS: [number, number, number, string][] = [
    [0, 1, 4, 'The brass is lovely. I wish the cable were a little longer.'],
    [1, 0, 5, 'Perfect weight, keeps coffee warm for ages.'],
    [1, 1, 4, 'The glaze is even nicer in person.'],
    [2, 0, 5, 'Flat, honest sound. My mixes translate much better now.'],
    [2, 1, 3, 'Great sound, but they get warm after a few hours.'],
    [3, 0, 5, 'The paper takes fountain pen ink without bleeding.'],
    [4, 1, 4, 'Beautiful colours; it came very well packed.'],
    [5, 0, 5, 'Saved me a week of sound design.'],
    [6, 0, 4, 'Soft and thick. Runs slightly large.'],
  ];
  for (const [i, [p, s, rating, comment]] of REVIEWS.entries()) {
    const buyer = people[i % Math.max(1, people.length)];
    const item = made[p]!;
    const stock = item.stocks[s]!;
    if (!buyer) return;
    if (
      (
        await handle(db)
          .select()
          .from(productReviews)
          .where(and(eq(productReviews.customerId, buyer.id), eq(productReviews.stockId, stock.id)))
          .limit(1)
      )[0]
    )
      return;
    await purchase(buyer, stock, item.product.name, 10 + i);
    const review = single(
      await handle(db)
        .insert(productReviews)
        .values({
          customerId: buyer.id,
          stockId: stock.id,
          productId: item.product.id,
          rating,
          comment,
          createdOn: new Date(Date.now() - (8 + i) * 86_400_000).toISOString(),
        })
        .returning(),
    );
    if (i % 3 === 0) {
      const colour = COLOURS[PRODUCTS[p]!.stocks[s]!.colour]!;
      await handle(db)
        .insert(reviewImages)
        .values({
          reviewId: review.id,
          image: put(
            'reviews',
            productArtwork(
              item.product.name.includes('print') ? 'poster' : PRODUCTS[p]!.kind,
              colour,
              i + 7,
              480,
              360,
            ),
          ),
        });
    }
  }

  // Questions: answered ones and open ones.
  const QUESTIONS: [number, string, string | null][] = [
    [
      0,
      'Does the lamp dim smoothly or in steps?',
      'Smoothly: the touch dimmer has no steps, from 5% to full.',
    ],
    [0, 'Can I buy a replacement shade?', null],
    [2, 'Do they fold flat for travel?', 'They fold inward, and a soft case is included.'],
    [4, 'Is the A2 print on the same paper as the A3?', null],
    [6, 'What are the measurements of a size M?', 'Chest 54 cm flat, length 72 cm.'],
  ];
  for (const [i, [p, question, answer]] of QUESTIONS.entries()) {
    const asker =
      i === 1 ? accounts.client : (people[(i + 2) % Math.max(1, people.length)] ?? accounts.client);
    const item = made[p]!;
    await handle(db)
      .insert(productQuestions)
      .values({
        productId: item.product.id,
        customerId: asker.id,
        vendorId: item.vendor.id,
        question,
        answer,
        answeredOn: answer ? new Date(Date.now() - i * 86_400_000).toISOString() : null,
        createdOn: new Date(Date.now() - (i + 2) * 86_400_000).toISOString(),
      });
  }

  return { products: made.map((m) => m.product) };
}
