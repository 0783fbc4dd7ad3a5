import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatPrice, useI18n } from '../lib/i18n';
import { downloadKit } from '../lib/kit-download';
import { LINKS } from '../lib/links';
import { $session } from '../lib/session';
import { useLoad } from '../lib/use-load';
import { ordersApi } from './api';

/** Where the test checkout (or a real provider) sends the buyer back: paid, or cancelled. */
export default function CheckoutResult({ outcome }: { outcome: 'success' | 'cancel' }) {
  const { t, lang } = useI18n();
  const session = useStore($session);
  const [orderId] = useState(() => new URLSearchParams(window.location.search).get('order') ?? '');
  const [busy, setBusy] = useState(false);
  const result = useLoad(
    () => (orderId && session.isLoggedIn ? ordersApi.order(orderId) : Promise.resolve(null)),
    `${orderId}:${session.isLoggedIn}`,
  );
  const order = result.status === 'ready' ? result.data : null;
  const paid = outcome === 'success' && order?.status === 'completed';

  return (
    <section className="card checkout-result" aria-live="polite">
      <h1>{outcome === 'success' ? t('checkout.success.title') : t('checkout.cancel.title')}</h1>
      <p className="muted">
        {outcome === 'success' ? t('checkout.success.text') : t('checkout.cancel.text')}
      </p>
      {order && (
        <dl className="checkout-order">
          <dt>{t('orders.col.gig')}</dt>
          <dd>{order.gig_name}</dd>
          <dt>{t('orders.col.amount')}</dt>
          <dd>{formatPrice(lang, order.amount, order.amount_currency)}</dd>
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
        {outcome === 'cancel' && order?.gig && (
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
