import { useI18n } from '../i18n';
import { Field } from './Field';

/** The six-digit code input every OTP step uses: numeric keyboard, one-time-code autofill, left to right. */
export function OtpField({
  value,
  onChange,
  errors,
  label,
}: {
  value: string;
  onChange: (code: string) => void;
  errors?: string[];
  label?: string;
}) {
  const { t } = useI18n();
  return (
    <Field
      label={label ?? t('auth.verify.code')}
      name="otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      dir="ltr"
      className="otp-input"
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      errors={errors}
      required
    />
  );
}

/** "Send a new code" with its countdown; disabled while the countdown runs. */
export function ResendButton({ left, onResend }: { left: number; onResend: () => void }) {
  const { t } = useI18n();
  return (
    <button
      className="button button-link"
      type="button"
      onClick={onResend}
      disabled={left > 0}
      aria-live="polite"
    >
      {left > 0 ? t('auth.verify.resendIn', { seconds: left }) : t('auth.verify.resend')}
    </button>
  );
}
