import { useState } from 'react';
import type { Order } from '../../contracts/orders';
import { notifyFailure } from '../lib/failure';
import { formatPrice, useI18n } from '../lib/i18n';
import { downloadKit } from '../lib/kit-download';
import { LINKS } from '../lib/links';
import { useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';
import { ordersApi } from './api';

type Shown = Order['status'] | 'checking';

/**
 * Where the test checkout (or a real provider) sends the buyer back. The heading says what the order
 * really is (completed, pending, failed or cancelled), not what the return address suggests.
 */
export default function CheckoutResult({ outcome }: { outcome: 'success' | 'cancel' }) {
  const { t, lang } = useI18n();
  const session = useSession();
  const [orderId] = useState(() => new URLSearchParams(window.location.search).get('order') ?? '');
  const [busy, setBusy] = useState(false);
  const result = useLoad(
    () => (orderId && session.isLoggedIn ? ordersApi.order(orderId) : Promise.resolve(null)),
    `${orderId}:${session.isLoggedIn}`,
  );
  const order = result.status === 'ready' ? result.data : null;
  // Without an order to read (signed out, no id, an error), the return address is all we know.
  const shown: Shown = order
    ? order.status
    : result.status === 'failed' || !orderId || !session.isLoggedIn
      ? outcome === 'success'
        ? 'pending'
        : 'cancelled'
      : 'checking';
  const paid = order?.status === 'completed';

  async function payAgain(o: Order) {
    setBusy(true);
    try {
      window.location.assign((await ordersApi.resume(o.id)).checkout_session_url);
    } catch (error) {
      await notifyFailure(error);
      setBusy(false);
    }
  }

  return (
    <section className="card checkout-result" aria-live="polite" data-status={shown}>
      <h1>{t(`checkout.${shown}.title`)}</h1>
      <p className="muted">
        {shown === 'completed' && order?.order_type === 'product'
          ? t('checkout.completed.productText')
          : t(`checkout.${shown}.text`)}
      </p>
      {order && (
        <dl className="checkout-order">
          <dt>{t('orders.col.gig')}</dt>
          <dd>
            <bdi>{order.gig_name}</bdi>
          </dd>
          <dt>{t('orders.col.amount')}</dt>
          <dd>
            <bdi>{formatPrice(lang, order.amount, order.amount_currency)}</bdi>
          </dd>
          <dt>{t('orders.col.status')}</dt>
          <dd>{t(`orders.status.${order.status}`)}</dd>
        </dl>
      )}
      <div className="checkout-actions">
        {paid && order.order_type !== 'product' && (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              await downloadKit(order.id);
              setBusy(false);
            }}
          >
            {t('orders.download')}
          </button>
        )}
        {order?.status === 'pending' && (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => payAgain(order)}
          >
            {t('orders.completePayment')}
          </button>
        )}
        {order && order.status !== 'completed' && order.status !== 'pending' && order.gig && (
          <a className="button button-primary" href={LINKS.gig(order.gig)}>
            {t('checkout.cancel.back')}
          </a>
        )}
        <a className="button" href={LINKS.orders}>
          {t('checkout.toOrders')}
        </a>
      </div>
    </section>
  );
}
