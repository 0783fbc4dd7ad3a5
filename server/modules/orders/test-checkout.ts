import type { FastifyInstance } from 'fastify';
import { formatMinor } from '../../../contracts/gigs';
import { escapeHtml } from '../../lib/html';
import type { OrdersService } from './service';

type Session = { Params: { session: string }; Querystring: { lang?: string } };

const TEXT = {
  en: {
    title: 'Guild test checkout',
    banner: 'Test payment: no card is charged and no money moves.',
    paying: 'You are paying for',
    total: 'Total',
    pay: 'Pay',
    cancel: 'Cancel',
    closed: 'This checkout session is closed. Start the purchase again.',
    back: 'Back to Guild',
  },
  ar: {
    title: 'صفحة الدفع التجريبية في Guild',
    banner: 'دفع تجريبي: لا تُخصم أي بطاقة ولا تنتقل أي أموال.',
    paying: 'أنت تدفع مقابل',
    total: 'المجموع',
    pay: 'ادفع',
    cancel: 'إلغاء',
    closed: 'جلسة الدفع هذه مغلقة. ابدأ الشراء من جديد.',
    back: 'العودة إلى Guild',
  },
} as const;

const STYLE = `
body{margin:0;font-family:system-ui,"Noto Sans","Noto Sans Arabic",sans-serif;background:#f7f7fb;color:#18181b}
main{max-inline-size:440px;margin:4rem auto;padding:2rem;background:#fff;border-radius:15px;box-shadow:0 8px 24px rgb(0 0 0/8%)}
h1{font-size:1.4rem;margin:0 0 1rem}.banner{background:#fef3c7;border:1px solid #fcd34d;border-radius:10px;padding:.75rem 1rem;margin:0 0 1.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}dt{color:#52525b}dd{margin:0;font-weight:600}
.actions{display:flex;gap:.75rem}form{flex:1}button{inline-size:100%;font:inherit;font-weight:600;padding:.75rem;border-radius:10px;border:1px solid #d4d4d8;background:#fff;cursor:pointer}
.pay{background:#4338ca;border-color:#4338ca;color:#fff}`;

/**
 * The built-in test provider's hosted page: plain HTML whose Pay and Cancel buttons are forms, so it
 * works without JavaScript and under the site's CSP (no scripts at all).
 */
export async function testCheckoutRoutes(app: FastifyInstance, service: OrdersService) {
  // Browsers post forms url-encoded; the buttons send nothing the server needs beyond the path.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get<Session>('/order/test-checkout/:session/', async (request, reply) => {
    const lang = request.query.lang === 'ar' ? 'ar' : 'en';
    const t = TEXT[lang];
    const { session, order } = service.session(request.params.session);
    const open = service.isOpen(session);
    const base = `/api/order/test-checkout/${encodeURIComponent(session.id)}`;
    const body = open
      ? `<dl><dt>${t.paying}</dt><dd>${escapeHtml(order.itemName)}</dd>
<dt>${t.total}</dt><dd><bdi dir="ltr">${formatMinor(order.amountMinor)} ${escapeHtml(order.amountCurrency)}</bdi></dd></dl>
<div class="actions">
<form method="post" action="${base}/pay/"><button class="pay" type="submit">${t.pay}</button></form>
<form method="post" action="${base}/cancel/"><button type="submit">${t.cancel}</button></form>
</div>`
      : `<p>${t.closed}</p><p><a href="/market/orders/">${t.back}</a></p>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title>
<style>${STYLE}</style></head>
<body><main><h1>${t.title}</h1><p class="banner" role="note">${t.banner}</p>${body}</main></body></html>`);
  });

  const answer =
    (action: 'pay' | 'cancel') =>
    async (request: { params: { session: string } }, reply: import('fastify').FastifyReply) => {
      const { order, outcome } = await service.settle(request.params.session, { action });
      const page = outcome === 'paid' ? 'success' : 'cancel';
      return reply.redirect(`/market/checkout/${page}/?order=${encodeURIComponent(order.id)}`, 303);
    };
  app.post<Session>('/order/test-checkout/:session/pay/', answer('pay'));
  app.post<Session>('/order/test-checkout/:session/cancel/', answer('cancel'));
}
