import { useEffect, useState } from 'react';
import type { User } from '../../contracts/auth';
import { clearSession } from '../lib/api';
import { readFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { loadUser, setUser, signOutLocally, useSession } from '../lib/session';
import { flashToast, toast } from '../lib/toast';
import { ConfirmDialog } from '../lib/ui/ConfirmDialog';
import { Section } from '../lib/ui/Section';
import { SignInCard } from '../lib/ui/SignInCard';
import { accountApi } from './api';
import { CodeFlow } from './CodeFlow';

type Open = null | 'email' | 'phone-verify' | 'phone-change';

// Checked when sent: valibot, the contract and the messages load then, not with the page (decision 15).
const emailSchema = () => import('./schemas').then((m) => m.EmailChangeSchema);
const phoneSchema = () => import('./schemas').then((m) => m.ChangePhoneSchema);

/**
 * The account page: e-mail and phone (each changed only with a code), password, past orders, and
 * deleting the account after a confirmation (spec §4: it clears everything stored).
 */
export default function AccountPage() {
  const { t } = useI18n();
  const session = useSession();
  const [open, setOpen] = useState<Open>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    void loadUser();
  }, []);

  if (!session.isLoggedIn || !session.user) {
    return (
      <SignInCard
        title={t('account.signInFirst.title')}
        body={t('account.signInFirst.body')}
        next={LINKS.account}
      />
    );
  }
  const user = session.user;

  const done = (next: User, detail: string) => {
    setUser(next);
    setOpen(null);
    toast.success(detail);
  };

  async function deleteAccount() {
    try {
      await accountApi.deleteAccount();
    } catch (error) {
      toast.error((await readFailure(error)).message);
      throw error;
    }
    signOutLocally();
    clearSession();
    // The message by its catalogue key (`error.<message key>`): the page does not load every message text.
    flashToast({ tone: 'success', key: 'error.accountDeleted' });
    window.location.assign(LINKS.home);
  }

  return (
    <div className="account-page">
      <header className="account-head">
        <h1>{t('account.title')}</h1>
        <p className="muted">{t('account.subtitle', { name: user.full_name })}</p>
      </header>

      <Section className="card account-section" titleId="account-email" title={t('account.email.title')}>
        <p className="account-value">
          <span dir="ltr" data-testid="account-email">
            {user.email}
          </span>{' '}
          <VerifiedBadge verified={user.is_email_verified} />
        </p>
        {!user.is_email_verified && <a href="/market/verify/">{t('auth.status.verifyNow')}</a>}
        {open === 'email' ? (
          <CodeFlow
            input={{ name: 'email', label: t('account.email.new'), type: 'email', schema: emailSchema }}
            startLabel={t('account.sendCode')}
            {...accountApi.emailChange}
            messageField
            onDone={done}
            onCancel={() => setOpen(null)}
          />
        ) : (
          <button className="button" type="button" onClick={() => setOpen('email')}>
            {t('account.email.change')}
          </button>
        )}
        <p className="field-hint">{t('account.email.hint')}</p>
      </Section>

      <Section className="card account-section" titleId="account-phone" title={t('account.phone.title')}>
        <p className="account-value">
          {user.phone ? (
            <>
              <span dir="ltr" data-testid="account-phone">
                {user.phone}
              </span>{' '}
              <VerifiedBadge verified={user.is_phone_verified} />
            </>
          ) : (
            <span className="muted">{t('account.phone.none')}</span>
          )}
        </p>
        {open === 'phone-change' ? (
          <CodeFlow
            input={{
              name: 'phone',
              label: t('account.phone.new'),
              type: 'tel',
              schema: phoneSchema,
              placeholder: '+962791234567',
            }}
            startLabel={t('account.sendCode')}
            {...accountApi.phoneChange}
            messageField
            onDone={done}
            onCancel={() => setOpen(null)}
          />
        ) : open === 'phone-verify' ? (
          <CodeFlow
            startLabel={t('account.sendCode')}
            {...accountApi.phoneVerify}
            messageField={false}
            onDone={done}
            onCancel={() => setOpen(null)}
          />
        ) : (
          <div className="actions actions-start">
            {user.phone && !user.is_phone_verified && (
              <button className="button" type="button" onClick={() => setOpen('phone-verify')}>
                {t('account.phone.verify')}
              </button>
            )}
            <button className="button" type="button" onClick={() => setOpen('phone-change')}>
              {t(user.phone ? 'account.phone.change' : 'account.phone.add')}
            </button>
          </div>
        )}
      </Section>

      <Section
        className="card account-section"
        titleId="account-security"
        title={t('account.security.title')}
      >
        <p>{t(user.has_password ? 'account.security.hasPassword' : 'account.security.noPassword')}</p>
        <a className="button" href="/market/change-password/">
          {t(user.has_password ? 'account.password.title' : 'account.password.createTitle')}
        </a>
      </Section>

      <Section
        className="card account-section"
        titleId="account-addresses"
        title={t('account.addresses.title')}
      >
        <p>{t('account.addresses.body')}</p>
        <a className="button" href={LINKS.addresses}>
          {t('account.addresses.link')}
        </a>
      </Section>

      <Section className="card account-section" titleId="account-orders" title={t('account.orders.title')}>
        <p>{t('account.orders.body')}</p>
        <a className="button" href="/market/orders/">
          {t('account.orders.link')}
        </a>
      </Section>

      <Section
        className="card account-section account-danger"
        titleId="account-delete"
        title={t('account.delete.title')}
      >
        <p>{t('account.delete.body')}</p>
        <button className="button button-danger" type="button" onClick={() => setConfirming(true)}>
          {t('account.delete.button')}
        </button>
      </Section>

      <ConfirmDialog
        open={confirming}
        title={t('account.delete.confirmTitle')}
        message={<p>{t('account.delete.confirmBody', { email: user.email })}</p>}
        confirmLabel={t('account.delete.confirm')}
        onConfirm={deleteAccount}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useI18n();
  return (
    <span className={`badge ${verified ? 'badge-ok' : 'badge-warn'}`}>
      {t(verified ? 'account.verified' : 'account.unverified')}
    </span>
  );
}
