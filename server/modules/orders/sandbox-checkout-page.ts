import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { priceInBoth } from '../../../contracts/locale';
import {
  CheckoutPageQuerySchema,
  type CheckoutSessionParams,
  CheckoutSessionParamsSchema,
} from '../../../contracts/orders';
import { escapeHtml } from '../../lib/html';
import { routeSchema } from '../../lib/route-schema';
import { copy } from './copy';
import type { OrdersService } from './service';

type Page = { Params: CheckoutSessionParams; Querystring: { lang?: string } };

const STYLE = `
body{margin:0;font-family:system-ui,"Noto Sans","Noto Sans Arabic",sans-serif;background:#f7f7fb;color:#18181b}
main{max-inline-size:440px;margin:4rem auto;padding:2rem;background:#fff;border-radius:15px;box-shadow:0 8px 24px rgb(0 0 0/8%)}
h1{font-size:1.4rem;margin:0 0 1rem}.banner{background:#fef3c7;border:1px solid #fcd34d;border-radius:10px;padding:.75rem 1rem;margin:0 0 1.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}dt{color:#52525b}dd{margin:0;font-weight:600}
.actions{display:flex;gap:.75rem}form{flex:1}button{inline-size:100%;font:inherit;font-weight:600;padding:.75rem;border-radius:10px;border:1px solid #d4d4d8;background:#fff;cursor:pointer}
.pay{background:#4338ca;border-color:#4338ca;color:#fff}`;

const tags = ['orders'];
/** The page is HTML, not JSON; the buttons answer a 303 to the site's result page. */
const Html = v.pipe(v.string(), v.description('An HTML page.'));

/**
 * The sandbox provider's payment page: plain HTML whose Pay and Cancel buttons are forms, so it
 * works without JavaScript and under the site's CSP (no scripts at all).
 */
export async function sandboxCheckoutPageRoutes(app: FastifyInstance, service: OrdersService) {
  // Browsers post forms url-encoded; the buttons send nothing the server needs beyond the path.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get<Page>(
    '/order/test-checkout/:session/',
    {
      schema: routeSchema({
        summary: "The sandbox provider's payment page (no money moves)",
        tags,
        params: CheckoutSessionParamsSchema,
        query: CheckoutPageQuerySchema,
        response: { 200: Html },
      }),
    },
    async (request, reply) => {
      const lang = request.query.lang === 'ar' ? 'ar' : 'en';
      const t = copy[lang];
      const { session, order } = await service.session(request.params.session);
      const open = service.isOpen(session);
      const base = `/api/order/test-checkout/${encodeURIComponent(session.id)}`;
      const body = open
        ? `<dl><dt>${t.pagePaying}</dt><dd>${escapeHtml(order.itemName)}</dd>
<dt>${t.pageTotal}</dt><dd><bdi>${escapeHtml(priceInBoth(order.amountMinor, order.amountCurrency)[lang])}</bdi></dd></dl>
<div class="actions">
<form method="post" action="${base}/pay/"><button class="pay" type="submit">${t.pagePay}</button></form>
<form method="post" action="${base}/cancel/"><button type="submit">${t.pageCancel}</button></form>
</div>`
        : `<p>${t.pageClosed}</p><p><a href="/market/orders/">${t.pageBack}</a></p>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${t.pageTitle}</title>
<style>${STYLE}</style></head>
<body><main><h1>${t.pageTitle}</h1><p class="banner" role="note">${t.pageBanner}</p>${body}</main></body></html>`);
    },
  );

  const answer =
    (action: 'pay' | 'cancel') => async (request: { params: CheckoutSessionParams }, reply: FastifyReply) => {
      const { order, outcome } = await service.settle(request.params.session, { action });
      const page = outcome === 'paid' ? 'success' : 'cancel';
      return reply.redirect(`/market/checkout/${page}/?order=${encodeURIComponent(order.id)}`, 303);
    };
  const button = (summary: string) => ({
    schema: routeSchema({ summary, tags, params: CheckoutSessionParamsSchema, response: { 303: null } }),
  });
  app.post<Page>(
    '/order/test-checkout/:session/pay/',
    button('Pays a sandbox checkout session'),
    answer('pay'),
  );
  app.post<Page>(
    '/order/test-checkout/:session/cancel/',
    button('Cancels a sandbox checkout session'),
    answer('cancel'),
  );
}
