import { type FormEvent, useEffect, useState } from 'react';
import { OTP_RESEND_SECONDS } from '../../contracts/auth-limits';
import { readFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { loadUser, setUser, useSession } from '../lib/session';
import { FormAlert } from '../lib/ui/Field';
import { OtpField, ResendButton } from '../lib/ui/OtpField';
import { SignInCard } from '../lib/ui/SignInCard';
import { useCountdown } from '../lib/ui/use-countdown';
import { useForm } from '../lib/use-form';
import { authApi } from './api';

const verifySchema = () => import('./schemas').then((m) => m.VerifyEmailSchema);

export default function VerifyEmailForm() {
  const { t } = useI18n();
  const session = useSession();
  const [code, setCode] = useState('');
  const [verified, setVerified] = useState(false);
  const [notice, setNotice] = useState<string[]>([]);
  // A code was mailed when the account was made: the first resend waits the full interval.
  const [left, setLeft] = useCountdown(OTP_RESEND_SECONDS);
  // The schema (valibot, the messages) loads when the code is first sent, not with the page.
  const form = useForm(verifySchema, async ({ otp }) => {
    const answer = await authApi.verifyEmail(otp);
    setUser(answer.user);
    setVerified(true);
    return answer;
  });

  useEffect(() => {
    void loadUser();
  }, []);

  if (!session.isLoggedIn) {
    return (
      <SignInCard title={t('auth.verify.title')} body={t('auth.verify.signInFirst')} next="/market/verify/" />
    );
  }

  if (verified || session.user?.is_email_verified) {
    return (
      <div className="card auth-card" role="status">
        <h1>{t('auth.verify.title')}</h1>
        <p className="success-text">{t('auth.verify.done')}</p>
        <a className="button button-primary" href={LINKS.home}>
          {t('auth.verify.continue')}
        </a>
      </div>
    );
  }

  async function resend() {
    setNotice([]);
    try {
      await authApi.resendVerifyEmail();
      setNotice([t('auth.verify.resent')]);
      setLeft(OTP_RESEND_SECONDS);
    } catch (error) {
      const failure = await readFailure(error);
      if (failure.retryAfter) setLeft(failure.retryAfter);
      form.setErrors({ non_field_errors: [failure.fields.non_field_errors?.[0] ?? failure.message] });
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void form.run({ otp: code.trim() });
  }

  return (
    <form className="card auth-card" onSubmit={onSubmit} noValidate aria-labelledby="verify-title">
      <h1 id="verify-title">{t('auth.verify.title')}</h1>
      <p className="muted">{t('auth.verify.subtitle', { email: session.user?.email ?? '' })}</p>
      <FormAlert messages={form.errors.non_field_errors ?? []} />
      <FormAlert tone="success" messages={notice} />
      <OtpField value={code} onChange={setCode} errors={form.errors.otp} />
      <button className="button button-primary" type="submit" disabled={form.busy}>
        {form.busy ? t('common.loading') : t('auth.verify.submit')}
      </button>
      <ResendButton left={left} onResend={resend} />
    </form>
  );
}
