import { type FormEvent, useState } from 'react';
import type { ResetConfirmation } from '../../contracts/auth';
import { OTP_RESEND_SECONDS } from '../../contracts/auth-limits';
import { readFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { EmailField, Field, FormAlert } from '../lib/ui/Field';
import { OtpField, ResendButton } from '../lib/ui/OtpField';
import { useCountdown } from '../lib/ui/use-countdown';
import { useForm } from '../lib/use-form';
import { authApi } from './api';
import { NewPasswordStep } from './NewPasswordStep';

type Channel = 'email' | 'phone';

/**
 * Forgot password (spec §2): ask for a code by e-mail or text message, enter it, choose a new
 * password. The server answers the same whether or not the address has an account.
 */
const otpSchema = () => import('./schemas').then((m) => m.OtpOnlySchema);

export default function ForgotPasswordForm() {
  const { t } = useI18n();
  const [channel, setChannel] = useState<Channel>('email');
  const [address, setAddress] = useState('');
  const [sentTo, setSentTo] = useState<{ channel: Channel; value: string } | null>(null);
  const [notice, setNotice] = useState<string[]>([]);
  const [code, setCode] = useState('');
  const [confirmation, setConfirmation] = useState<ResetConfirmation | null>(null);
  const [left, setLeft] = useCountdown(0);

  /** Asks for a code; the answer is the same for every address, so it is shown only on a resend. */
  async function send(to: { channel: Channel; value: string }) {
    const answer =
      to.channel === 'email' ? await authApi.resetByEmail(to.value) : await authApi.resetBySms(to.value);
    setLeft(OTP_RESEND_SECONDS);
    return answer.detail;
  }

  // The schemas (valibot, the messages) load when a step is first sent, not with the page.
  const request = useForm(
    () =>
      import('./schemas').then((m) =>
        channel === 'email' ? m.PasswordResetSchema : m.SmsPasswordResetSchema,
      ),
    async (input) => {
      const to = { channel, value: 'email' in input ? input.email : input.phone };
      await send(to);
      setSentTo(to);
      return to;
    },
  );

  const verify = useForm(otpSchema, async ({ otp }) => {
    const to = sentTo!.channel === 'email' ? { email: sentTo!.value } : { phone: sentTo!.value };
    const answer = await authApi.verifyResetCode(otp, to);
    setConfirmation(answer);
    return answer;
  });

  async function resend() {
    if (!sentTo) return;
    try {
      setNotice([await send(sentTo)]);
    } catch (error) {
      const failure = await readFailure(error);
      if (failure.retryAfter) setLeft(failure.retryAfter);
      verify.setErrors({ non_field_errors: [failure.message] });
    }
  }

  function onRequest(e: FormEvent) {
    e.preventDefault();
    void request.run(channel === 'email' ? { email: address } : { phone: address });
  }
  function onVerify(e: FormEvent) {
    e.preventDefault();
    void verify.run({ otp: code.trim() });
  }

  return (
    <div className="card auth-card">
      <h1>{t('auth.forgot.title')}</h1>
      {confirmation ? (
        <NewPasswordStep uid={confirmation.uid} token={confirmation.token} />
      ) : sentTo ? (
        <form onSubmit={onVerify} noValidate className="auth-step" aria-labelledby="reset-code-title">
          <h2 id="reset-code-title">{t('auth.forgot.codeTitle')}</h2>
          <FormAlert tone="success" messages={notice} />
          <p className="muted">
            {t(
              sentTo.channel === 'email' ? 'auth.forgot.codeSubtitleEmail' : 'auth.forgot.codeSubtitlePhone',
              {
                to: sentTo.value,
              },
            )}
          </p>
          <FormAlert messages={verify.errors.non_field_errors ?? []} />
          <OtpField value={code} onChange={setCode} errors={verify.errors.otp} />
          <button className="button button-primary" type="submit" disabled={verify.busy}>
            {verify.busy ? t('common.loading') : t('auth.forgot.verify')}
          </button>
          <ResendButton left={left} onResend={resend} />
          <button
            className="button button-link"
            type="button"
            onClick={() => {
              setSentTo(null);
              setCode('');
              setNotice([]);
            }}
          >
            {t('auth.forgot.useOther')}
          </button>
        </form>
      ) : (
        <form onSubmit={onRequest} noValidate className="auth-step" aria-describedby="forgot-hint">
          <p className="muted" id="forgot-hint">
            {t('auth.forgot.subtitle')}
          </p>
          <fieldset className="segmented">
            <legend className="visually-hidden">{t('auth.forgot.channel')}</legend>
            {(['email', 'phone'] as const).map((c) => (
              <label key={c} className={channel === c ? 'selected' : undefined}>
                <input
                  type="radio"
                  name="channel"
                  value={c}
                  checked={channel === c}
                  onChange={() => {
                    setChannel(c);
                    setAddress('');
                    request.setErrors({});
                  }}
                />
                {t(c === 'email' ? 'auth.forgot.byEmail' : 'auth.forgot.byPhone')}
              </label>
            ))}
          </fieldset>
          <FormAlert messages={request.errors.non_field_errors ?? []} />
          {channel === 'email' ? (
            <EmailField
              label={t('auth.field.email')}
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              errors={request.errors.email}
            />
          ) : (
            <Field
              label={t('account.field.phone')}
              name="phone"
              type="tel"
              autoComplete="tel"
              dir="ltr"
              placeholder="+962791234567"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              errors={request.errors.phone}
              required
            />
          )}
          <p className="field-hint">{t('auth.forgot.hint')}</p>
          <button className="button button-primary" type="submit" disabled={request.busy}>
            {request.busy ? t('common.loading') : t('auth.forgot.send')}
          </button>
          <p className="auth-switch">
            <a href="/market/login/">{t('auth.forgot.backToLogin')}</a>
          </p>
        </form>
      )}
    </div>
  );
}
