import { useState } from 'react';
import type { Order } from '../../contracts/orders';
import { notifyFailure } from '../lib/failure';
import { formatPrice, useI18n } from '../lib/i18n';
import { downloadKit } from '../lib/kit-download';
import { LINKS } from '../lib/links';
import { signInHref, useSession } from '../lib/session';
import { EmptyState, ErrorState } from '../lib/ui/ErrorState';
import { Pager, pageCount } from '../lib/ui/Pager';
import { RelativeTime } from '../lib/ui/RelativeTime';
import { useLoad } from '../lib/use-load';
import { ORDERS_PAGE_SIZE, ordersApi } from './api';

/** The order list (spec §3 labels): name of gig, purchased time, amount, amount currency, status, action. */
export default function OrderList() {
  const { t, lang } = useI18n();
  const session = useSession();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const result = useLoad(
    () => (session.isLoggedIn ? ordersApi.list(page) : Promise.resolve(null)),
    `${page}:${session.isLoggedIn}`,
  );

  if (!session.isLoggedIn) {
    return (
      <EmptyState title={t('orders.signIn')}>
        <button
          type="button"
          className="button button-primary"
          onClick={() => window.location.assign(signInHref())}
        >
          {t('nav.login')}
        </button>
      </EmptyState>
    );
  }

  const data = result.data;
  const pages = data ? pageCount(data.count, ORDERS_PAGE_SIZE) : 1;
  async function completePayment(o: Order) {
    setBusy(o.id);
    try {
      window.location.assign((await ordersApi.resume(o.id)).checkout_session_url);
    } catch (error) {
      await notifyFailure(error);
      setBusy(null);
    }
  }

  return (
    <section className="orders">
      <h1>{t('orders.title')}</h1>
      {result.status === 'failed' ? (
        <ErrorState failure={result.failure} onRetry={result.reload} />
      ) : !data ? (
        <div className="skeleton" aria-busy="true" />
      ) : data.results.length === 0 ? (
        <EmptyState title={t('orders.empty')}>
          <a className="button button-primary" href={LINKS.gigs}>
            {t('nav.exploreGigs')}
          </a>
        </EmptyState>
      ) : (
        <div className="card orders-card">
          <table className="orders-table">
            <thead>
              <tr>
                <th scope="col">{t('orders.col.gig')}</th>
                <th scope="col">{t('orders.col.purchased')}</th>
                <th scope="col">{t('orders.col.amount')}</th>
                <th scope="col">{t('orders.col.currency')}</th>
                <th scope="col">{t('orders.col.status')}</th>
                <th scope="col">{t('orders.col.action')}</th>
              </tr>
            </thead>
            <tbody>
              {data.results.map((o) => (
                <tr key={o.id} data-testid="order-row">
                  <td data-label={t('orders.col.gig')}>
                    {o.gig ? (
                      <a href={LINKS.gig(o.gig)} dir="auto">
                        {o.gig_name}
                      </a>
                    ) : (
                      <bdi>{o.gig_name}</bdi>
                    )}
                  </td>
                  <td data-label={t('orders.col.purchased')}>
                    <RelativeTime iso={o.order_completion_timestamp ?? o.created_on} />
                  </td>
                  <td data-label={t('orders.col.amount')}>
                    <bdi>{formatPrice(lang, o.amount, o.amount_currency)}</bdi>
                  </td>
                  <td data-label={t('orders.col.currency')}>{o.amount_currency}</td>
                  <td data-label={t('orders.col.status')}>
                    <span className={`order-status order-status-${o.status}`}>
                      {t(`orders.status.${o.status}`)}
                    </span>
                  </td>
                  <td data-label={t('orders.col.action')}>
                    {o.status === 'pending' ? (
                      <button
                        type="button"
                        className="button button-primary"
                        disabled={busy === o.id}
                        onClick={() => completePayment(o)}
                        data-testid="complete-payment"
                      >
                        {t('orders.completePayment')}
                      </button>
                    ) : o.status === 'completed' && o.order_type !== 'product' ? (
                      <button
                        type="button"
                        className="button button-primary"
                        disabled={busy === o.id}
                        onClick={async () => {
                          setBusy(o.id);
                          await downloadKit(o.id);
                          setBusy(null);
                        }}
                      >
                        {t('orders.download')}
                      </button>
                    ) : o.gig ? (
                      <a className="button" href={LINKS.gig(o.gig)}>
                        {t('orders.viewGig')}
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager page={page} pages={pages} onPage={setPage} />}
    </section>
  );
}
