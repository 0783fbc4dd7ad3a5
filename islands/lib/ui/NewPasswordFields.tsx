import { PASSWORD_HINTS } from '../../../contracts/auth-limits';
import type { FieldErrors } from '../../../contracts/errors';
import { type Key, useI18n } from '../i18n';
import { Field } from './Field';

/** The strength hints of spec §5, each ticked as the password meets it. */
function PasswordHints({ password, id }: { password: string; id: string }) {
  const { t } = useI18n();
  return (
    <div className="password-hints" id={id}>
      <p>{t('auth.hints.title')}</p>
      <ul>
        {PASSWORD_HINTS.map((hint) => {
          const met = hint.test(password);
          return (
            <li key={hint.key} className={met ? 'met' : 'unmet'} data-hint={hint.key} data-met={met}>
              <span aria-hidden="true">{met ? '✓' : '○'}</span> {t(`auth.hints.${hint.key}` as Key)}
              <span className="visually-hidden"> ({met ? t('auth.hints.met') : t('auth.hints.unmet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

interface NewPasswordFieldsProps<K extends string> {
  /** The names of the new password and of its repetition, as the form's contract calls them. */
  names: readonly [K, K];
  /** The first field's label; the repetition is always "Confirm password". */
  label: string;
  /** The id of the strength hints under the first field. */
  hintsId: string;
  values: Record<K, string>;
  set: (name: K) => (e: { target: { value: string } }) => void;
  errors: FieldErrors;
}

/** A new password with its strength hints, then the same password again (sign-up, change, reset). */
export function NewPasswordFields<K extends string>({
  names: [first, second],
  label,
  hintsId,
  values,
  set,
  errors,
}: NewPasswordFieldsProps<K>) {
  const { t } = useI18n();
  return (
    <>
      <Field
        label={label}
        name={first}
        type="password"
        autoComplete="new-password"
        value={values[first]}
        onChange={set(first)}
        errors={errors[first]}
        hint={<PasswordHints password={values[first]} id={hintsId} />}
        aria-describedby={hintsId}
        required
      />
      <Field
        label={t('auth.field.password2')}
        name={second}
        type="password"
        autoComplete="new-password"
        value={values[second]}
        onChange={set(second)}
        errors={errors[second]}
        required
      />
    </>
  );
}
