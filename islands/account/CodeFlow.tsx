import { type FormEvent, useState } from 'react';
import type * as v from 'valibot';
import type { User } from '../../contracts/auth';
import { OTP_RESEND_SECONDS } from '../../contracts/auth-limits';
import { readFailure } from '../lib/failure';
import { useI18n } from '../lib/i18n';
import { Field, FormAlert } from '../lib/ui/Field';
import { OtpField, ResendButton } from '../lib/ui/OtpField';
import { useCountdown } from '../lib/ui/use-countdown';
import { useForm } from '../lib/use-form';

interface CodeFlowProps {
  /** Asked first (the new e-mail or phone); absent when the code goes to what the account has. */
  input?: {
    name: 'email' | 'phone';
    label: string;
    type: 'email' | 'tel';
    /** Its contract, loaded when it is first sent (islands/account/schemas.ts). */
    schema: () => Promise<v.GenericSchema>;
    placeholder?: string;
  };
  startLabel: string;
  /** Sends the first code; `value` is the parsed input. */
  start: (value: Record<string, string>) => Promise<{ detail: string }>;
  verify: (otp: number) => Promise<{ detail: string; user: User }>;
  resend: () => Promise<{ detail: string }>;
  /**
   * Spec §8: verify change email, its resend and phone-change verify show the `message` field of a
   * 400; phone verification shows the code's own errors.
   */
  messageField: boolean;
  onDone: (user: User, detail: string) => void;
  onCancel: () => void;
}

// Checked when sent: valibot, the contracts and the messages load then, not with the page (decision 15).
const nothing = () => import('./schemas').then((m) => m.NothingSchema);
const otpSchema = () => import('./schemas').then((m) => m.OtpOnlySchema);

/** One shape for every "code to a new address" flow: enter it, get a code, type it in, done. */
export function CodeFlow({
  input,
  startLabel,
  start,
  verify,
  resend,
  messageField,
  onDone,
  onCancel,
}: CodeFlowProps) {
  const { t } = useI18n();
  const [value, setValue] = useState('');
  const [sent, setSent] = useState(false);
  const [notice, setNotice] = useState<string[]>([]);
  const [code, setCode] = useState('');
  const [left, setLeft] = useCountdown(0);

  const begin = useForm(input?.schema ?? nothing, async (parsed) => {
    const answer = await start(parsed as Record<string, string>);
    setNotice([answer.detail]);
    setSent(true);
    setLeft(OTP_RESEND_SECONDS);
    return answer;
  });
  const check = useForm(otpSchema, async ({ otp }) => {
    const answer = await verify(otp);
    onDone(answer.user, answer.detail);
    return answer;
  });

  async function again() {
    setNotice([]);
    try {
      const answer = await resend();
      setNotice([answer.detail]);
      setLeft(OTP_RESEND_SECONDS);
    } catch (error) {
      const failure = await readFailure(error);
      if (failure.retryAfter) setLeft(failure.retryAfter);
      check.setErrors({ message: [failure.fields.message?.[0] ?? failure.message] });
    }
  }

  function onStart(e: FormEvent) {
    e.preventDefault();
    void begin.run(input ? { [input.name]: value } : {});
  }
  function onVerify(e: FormEvent) {
    e.preventDefault();
    void check.run({ otp: code.trim() });
  }

  if (!sent) {
    return (
      <form className="code-flow" onSubmit={onStart} noValidate>
        <FormAlert messages={begin.errors.non_field_errors ?? begin.errors.message ?? []} />
        {input && (
          <Field
            label={input.label}
            name={input.name}
            type={input.type}
            autoComplete={input.type === 'email' ? 'email' : 'tel'}
            dir="ltr"
            placeholder={input.placeholder}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            errors={begin.errors[input.name]}
            required
          />
        )}
        <div className="actions">
          <button className="button" type="button" onClick={onCancel}>
            {t('account.cancel')}
          </button>
          <button className="button button-primary" type="submit" disabled={begin.busy}>
            {begin.busy ? t('common.loading') : startLabel}
          </button>
        </div>
      </form>
    );
  }

  // The one message to show for a failed check: §8's `message` where the spec says so.
  const problem = check.errors.message ?? check.errors.non_field_errors ?? [];
  return (
    <form className="code-flow" onSubmit={onVerify} noValidate>
      <FormAlert tone="success" messages={notice} />
      <FormAlert messages={problem} />
      <OtpField
        value={code}
        onChange={setCode}
        errors={messageField && check.errors.message ? undefined : check.errors.otp}
      />
      <div className="actions">
        <button className="button" type="button" onClick={onCancel}>
          {t('account.cancel')}
        </button>
        <button className="button button-primary" type="submit" disabled={check.busy}>
          {check.busy ? t('common.loading') : t('account.confirmCode')}
        </button>
      </div>
      <ResendButton left={left} onResend={again} />
    </form>
  );
}
