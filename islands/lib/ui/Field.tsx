import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { useI18n } from '../i18n';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Messages as sent by the server or the contract, in English; shown in the reader's language. */
  errors?: string[];
  hint?: ReactNode;
}

/** A labelled input with its errors announced to screen readers. */
export function Field({ label, errors, hint, type = 'text', ...input }: FieldProps) {
  const id = useId();
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  const hasErrors = Boolean(errors?.length);
  const isPassword = type === 'password';
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        <input
          id={id}
          type={isPassword && shown ? 'text' : type}
          aria-invalid={hasErrors || undefined}
          aria-describedby={hasErrors ? errorId : undefined}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            className="field-reveal"
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? t('auth.field.hidePassword') : t('auth.field.showPassword')}
          </button>
        )}
      </div>
      {hint}
      {hasErrors && <FieldErrors id={errorId} errors={errors!} />}
    </div>
  );
}

/** The e-mail input of every form: e-mail keyboard and autofill, always left to right, required. */
export function EmailField(props: Omit<FieldProps, 'name' | 'type' | 'autoComplete' | 'dir'>) {
  return <Field name="email" type="email" autoComplete="email" dir="ltr" required {...props} />;
}

/** A field's messages, announced to screen readers; `id` is what the input's aria-describedby names. */
export function FieldErrors({ id, errors }: { id: string; errors: string[] }) {
  const { m } = useI18n();
  return (
    <ul className="field-errors" id={id} role="alert">
      {errors.map((e) => (
        <li key={e}>{m(e)}</li>
      ))}
    </ul>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: ReactNode;
  errors?: string[];
  /** The id of the errors list; needed only where the box can have errors. */
  errorId?: string;
}

/** A checkbox with its label beside it, and its errors (if any) below. */
export function CheckboxField({ id, label, errors, errorId, ...input }: CheckboxFieldProps) {
  return (
    <div className="field field-check">
      <input
        id={id}
        type="checkbox"
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? errorId : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {errors && errorId && <FieldErrors id={errorId} errors={errors} />}
    </div>
  );
}

/** A form-level message (non-field errors, server failures). */
export function FormAlert({ messages, tone = 'error' }: { messages: string[]; tone?: 'error' | 'success' }) {
  const { m } = useI18n();
  if (!messages.length) return null;
  return (
    <div className={`form-alert form-alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {messages.map((text) => (
        <p key={text}>{m(text)}</p>
      ))}
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  errors?: string[];
  hint?: ReactNode;
}

/** A labelled multi-line input, with errors announced like Field's. */
export function TextAreaField({ label, errors, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hasErrors = Boolean(errors?.length);
  const describedBy = [hint ? hintId : '', hasErrors ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy || undefined}
        {...textarea}
      />
      {hint && (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      )}
      {hasErrors && <FieldErrors id={errorId} errors={errors!} />}
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: { value: string; label: string }[];
}

/** A labelled select. */
export function SelectField({ label, options, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
