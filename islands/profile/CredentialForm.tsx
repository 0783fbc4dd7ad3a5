import type { ComponentType } from 'react';
import type { FieldErrors } from '../../contracts/errors';
import type { Award, Certification } from '../../contracts/profiles';
import { notifyFailure } from '../lib/failure';
import { type Key, useI18n } from '../lib/i18n';
import { toast } from '../lib/toast';
import { ConfirmDialog } from '../lib/ui/ConfirmDialog';
import { Field, FormAlert, TextAreaField } from '../lib/ui/Field';
import { ModalDialog as Modal } from '../lib/ui/ModalDialog';
import { useForm, useValues } from '../lib/use-form';
import { type Item, KINDS, type Kind, key } from './credential-kinds';

/**
 * The owner's form and dialogs have words of their own, in parts a reader's page never loads
 * (`profile.certForm`, `profile.awardForm`; decision 15): a visitor's credentials list names only
 * `profile.cert` and `profile.award`.
 */
const FORM_PREFIX = { certification: 'profile.certForm', award: 'profile.awardForm' } as const;
const formKey = (kind: Kind, name: string) => `${FORM_PREFIX[kind]}.${name}` as Key;

export const certificationValues = (c: Certification | null) => ({
  title: c?.title ?? '',
  issued_by: c?.issued_by ?? '',
  issue_date: c?.issue_date ?? '',
  expiry_date: c?.expiry_date ?? '',
  certificate_id: c?.certificate_id ?? '',
  certificate_url: c?.certificate_url ?? '',
  description: c?.description ?? '',
});
export type CertificationValues = ReturnType<typeof certificationValues>;

export const awardValues = (a: Award | null) => ({
  title: a?.title ?? '',
  awarded_by: a?.awarded_by ?? '',
  award_date: a?.award_date ?? '',
  description: a?.description ?? '',
});
export type AwardValues = ReturnType<typeof awardValues>;

/** What a credential form hands the fields of its kind: the values, their change handlers, the errors. */
export interface FieldsProps<V> {
  values: V;
  set: (name: keyof V) => (e: { target: { value: string } }) => void;
  errors: FieldErrors;
}

export function CertificationFields({ values, set, errors }: FieldsProps<CertificationValues>) {
  const { t } = useI18n();
  return (
    <>
      <Field
        label={t('profile.certForm.issuer')}
        name="issued_by"
        value={values.issued_by}
        onChange={set('issued_by')}
        errors={errors.issued_by}
        required
      />
      <div className="field-row">
        <Field
          label={t('profile.certForm.issueDate')}
          type="date"
          name="issue_date"
          value={values.issue_date}
          onChange={set('issue_date')}
          errors={errors.issue_date}
          required
        />
        <Field
          label={t('profile.certForm.expiryDate')}
          type="date"
          name="expiry_date"
          value={values.expiry_date}
          onChange={set('expiry_date')}
          errors={errors.expiry_date}
        />
      </div>
      <Field
        label={t('profile.certForm.credentialId')}
        name="certificate_id"
        value={values.certificate_id}
        onChange={set('certificate_id')}
        errors={errors.certificate_id}
        required
        dir="ltr"
      />
      <Field
        label={t('profile.certForm.url')}
        type="url"
        name="certificate_url"
        value={values.certificate_url}
        onChange={set('certificate_url')}
        errors={errors.certificate_url}
        dir="ltr"
      />
    </>
  );
}

export function AwardFields({ values, set, errors }: FieldsProps<AwardValues>) {
  const { t } = useI18n();
  return (
    <>
      <Field
        label={t('profile.awardForm.awardedBy')}
        name="awarded_by"
        value={values.awarded_by}
        onChange={set('awarded_by')}
        errors={errors.awarded_by}
        required
      />
      <Field
        label={t('profile.awardForm.date')}
        type="date"
        name="award_date"
        value={values.award_date}
        onChange={set('award_date')}
        errors={errors.award_date}
        required
      />
    </>
  );
}

/**
 * Adds (no `itemId`) or edits one credential with the kind's contract, then toasts and calls
 * `onDone`. Every kind has a title first and a description last; `Fields` are the ones between.
 */
export function CredentialForm<V extends Record<string, string> & { title: string; description: string }>({
  kind,
  itemId,
  initial,
  Fields,
  onDone,
  onCancel,
}: {
  kind: Kind;
  itemId: string | null;
  initial: V;
  Fields: ComponentType<FieldsProps<V>>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const api = KINDS[kind];
  const form = useForm(api.schema, async (input) => {
    const saved = itemId ? await api.patch(itemId, input) : await api.add(input);
    toast.success({ key: formKey(kind, itemId ? 'updated' : 'added') });
    onDone();
    return saved;
  });
  const { values, set } = useValues(initial);
  return (
    <form
      className="stack-form"
      onSubmit={(e) => {
        e.preventDefault();
        void form.run(values);
      }}
      noValidate
      id={`${kind}-form`}
    >
      <FormAlert messages={form.errors.non_field_errors ?? []} />
      <Field
        label={t(formKey(kind, 'title'))}
        name="title"
        value={values.title}
        onChange={set('title')}
        errors={form.errors.title}
        required
      />
      <Fields values={values} set={set} errors={form.errors} />
      <TextAreaField
        label={t(formKey(kind, 'description'))}
        rows={3}
        name="description"
        value={values.description}
        onChange={set('description')}
        errors={form.errors.description}
      />
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('profile.common.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={form.busy}>
          {form.busy ? t('common.loading') : t('profile.common.save')}
        </button>
      </div>
    </form>
  );
}

/**
 * The owner's dialogs of one credentials section: the add or edit form, and the confirmation before
 * a deletion (spec §4). Loaded only for the owner (Credentials' `lazy`), so a visitor's profile page
 * never fetches the forms, the dialogs or their messages.
 */
export default function CredentialEditing({
  kind,
  editing,
  deleting,
  onClose,
  onSaved,
  onDeleteCancel,
}: {
  kind: Kind;
  /** The item being edited, `new` for a new one, null when the form is closed. */
  editing: Item | 'new' | null;
  /** The item waiting for the deletion's confirmation, null when none. */
  deleting: Item | null;
  onClose: () => void;
  /** After a save or a deletion: the section reloads its list. */
  onSaved: () => void;
  onDeleteCancel: () => void;
}) {
  const { t } = useI18n();
  const current = editing === 'new' ? null : editing;

  async function remove(item: Item) {
    try {
      await KINDS[kind].remove(item.id);
      toast.success({ key: formKey(kind, 'deleted') });
      onDeleteCancel();
      onSaved();
    } catch (error) {
      await notifyFailure(error);
    }
  }

  return (
    <>
      <Modal
        open={editing !== null}
        onClose={onClose}
        title={t(editing === 'new' ? key(kind, 'add') : formKey(kind, 'edit'))}
      >
        {editing !== null &&
          (kind === 'certification' ? (
            <CredentialForm
              kind={kind}
              itemId={current?.id ?? null}
              initial={certificationValues(current as Certification | null)}
              Fields={CertificationFields}
              onCancel={onClose}
              onDone={onSaved}
            />
          ) : (
            <CredentialForm
              kind={kind}
              itemId={current?.id ?? null}
              initial={awardValues(current as Award | null)}
              Fields={AwardFields}
              onCancel={onClose}
              onDone={onSaved}
            />
          ))}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={t(formKey(kind, 'deleteTitle'))}
        message={t(formKey(kind, 'deleteMessage'), { title: deleting?.title ?? '' })}
        confirmLabel={t('profile.common.delete')}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onCancel={onDeleteCancel}
      />
    </>
  );
}
