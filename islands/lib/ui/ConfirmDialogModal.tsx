import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { MESSAGES } from '../../../contracts/messages';
import { useI18n } from '../i18n';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { TextAreaField } from './Field';
import { ModalDialog as Modal } from './ModalDialog';

/** The dialog of ConfirmDialog.tsx, loaded the first time one opens. */
export default function ConfirmDialogModal({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  reason,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useI18n();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const [busy, setBusy] = useState(false);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    if (open) {
      setText('');
      setErrors([]);
      setBusy(false);
    }
  }, [open]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (reason?.required && !text.trim()) {
      setErrors([MESSAGES.required]);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(text.trim());
    } finally {
      setBusy(false);
    }
  }

  const formId = `${messageId}-form`;
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      role="alertdialog"
      describedBy={messageId}
      size="small"
      initialFocus={cancelRef}
      hideClose
      footer={
        <>
          <button ref={cancelRef} type="button" className="button" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('shell.common.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className={`button ${tone === 'danger' ? 'button-danger' : 'button-primary'}`}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? t('common.loading') : confirmLabel}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <div id={messageId} className="confirm-message">
          {message}
        </div>
        {reason && (
          <TextAreaField
            label={reason.label}
            name="reason"
            value={text}
            maxLength={reason.maxLength ?? 1000}
            rows={3}
            required={reason.required}
            errors={errors}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </form>
    </Modal>
  );
}
