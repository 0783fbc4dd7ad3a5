import type { FieldErrors } from '../../contracts/errors';
import { acceptOf, CURRENCIES, GIG_STATUSES, GIG_TYPES } from '../../contracts/gig-limits';
import type { Gig } from '../../contracts/gigs';
import { useI18n } from '../lib/i18n';
import { Field, SelectField, TextAreaField } from '../lib/ui/Field';
import type { GigValues } from './gig-values';
import { categoryTitle, useCategories, useTags } from './shared';

type Key = Parameters<ReturnType<typeof useI18n>['t']>[0];
type SetValue = <K extends keyof GigValues>(key: K, value: GigValues[K]) => void;

/** Name, summary, description, type, category, status, price, link, tags and banner. */
export function BasicsSection({
  gig,
  values,
  set,
  errors,
  banner,
  setBanner,
}: {
  gig: Gig | null;
  values: GigValues;
  set: SetValue;
  errors: FieldErrors;
  banner: File | null;
  setBanner: (file: File | null) => void;
}) {
  const { t, m, lang } = useI18n();
  const categories = useCategories();
  const tags = useTags();
  return (
    <fieldset className="card gig-editor-section">
      <legend>{t('gigs.editor.basics')}</legend>
      <Field
        label={t('gigs.editor.name')}
        name="name"
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        errors={errors.name}
        required
      />
      <Field
        label={t('gigs.editor.summary')}
        name="summary"
        value={values.summary}
        onChange={(e) => set('summary', e.target.value)}
        errors={errors.summary}
      />
      <TextAreaField
        label={t('gigs.editor.description')}
        name="description"
        rows={6}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        errors={errors.description}
      />
      <div className="gig-editor-row">
        <SelectField
          label={t('gigs.editor.type')}
          name="type"
          value={values.type}
          onChange={(e) => set('type', e.target.value)}
          options={GIG_TYPES.map((x) => ({ value: x, label: t(`gigs.type.${x}` as Key) }))}
        />
        <SelectField
          label={t('gigs.editor.category')}
          name="category"
          value={values.category}
          onChange={(e) => set('category', e.target.value)}
          options={[
            { value: '', label: t('gigs.editor.noCategory') },
            ...categories.map((c) => ({ value: c.id, label: categoryTitle(lang, c) })),
          ]}
        />
        <SelectField
          label={t('gigs.editor.status')}
          name="status"
          value={values.status}
          onChange={(e) => set('status', e.target.value)}
          options={GIG_STATUSES.map((x) => ({ value: x, label: t(`gigs.status.${x}` as Key) }))}
        />
      </div>
      <div className="gig-editor-row">
        <Field
          label={t('gigs.editor.price')}
          name="pricing"
          inputMode="decimal"
          dir="ltr"
          value={values.pricing}
          onChange={(e) => set('pricing', e.target.value)}
          errors={errors.pricing}
          required
        />
        <SelectField
          label={t('gigs.editor.currency')}
          name="pricing_currency"
          value={values.pricing_currency}
          onChange={(e) => set('pricing_currency', e.target.value)}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        <Field
          label={t('gigs.editor.liveUrl')}
          name="live_url"
          type="url"
          dir="ltr"
          value={values.live_url}
          onChange={(e) => set('live_url', e.target.value)}
          errors={errors.live_url}
        />
      </div>
      <fieldset className="gig-editor-tags">
        <legend>{t('gigs.editor.tags')}</legend>
        {tags.map((tag) => (
          <label key={tag.id} className="chip-check">
            <input
              type="checkbox"
              checked={values.tag.includes(tag.id)}
              onChange={(e) =>
                set(
                  'tag',
                  e.target.checked ? [...values.tag, tag.id] : values.tag.filter((x) => x !== tag.id),
                )
              }
            />
            <span>{tag.title}</span>
          </label>
        ))}
        {errors.tag && <p className="field-errors">{m(errors.tag[0]!)}</p>}
      </fieldset>
      <div className="field">
        <label htmlFor="gig-banner">{t('gigs.editor.banner')}</label>
        {gig?.banner_image && !banner && <img className="gig-editor-banner" src={gig.banner_image} alt="" />}
        <input
          id="gig-banner"
          type="file"
          name="banner_image"
          accept={acceptOf('image')}
          onChange={(e) => setBanner(e.target.files?.[0] ?? null)}
        />
        {errors.banner_image && <p className="field-errors">{m(errors.banner_image[0]!)}</p>}
      </div>
    </fieldset>
  );
}

/** The gig's questions and answers. */
export function FaqsSection({
  faqs,
  set,
  errors,
}: {
  faqs: GigValues['faqs'];
  set: SetValue;
  errors: FieldErrors;
}) {
  const { t, m } = useI18n();
  const change = (i: number, patch: Partial<GigValues['faqs'][number]>) =>
    set(
      'faqs',
      faqs.map((x, j) => (j === i ? { ...x, ...patch } : x)),
    );
  return (
    <fieldset className="card gig-editor-section">
      <legend>{t('gigs.editor.faqs')}</legend>
      {faqs.map((f, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved.
        <div key={i} className="gig-editor-faq">
          <Field
            label={t('gigs.editor.question')}
            value={f.question}
            onChange={(e) => change(i, { question: e.target.value })}
          />
          <TextAreaField
            label={t('gigs.editor.answer')}
            rows={2}
            value={f.answer}
            onChange={(e) => change(i, { answer: e.target.value })}
          />
          <button
            type="button"
            className="button button-link"
            onClick={() =>
              set(
                'faqs',
                faqs.filter((_, j) => j !== i),
              )
            }
          >
            {t('gigs.editor.remove')}
          </button>
        </div>
      ))}
      {errors.faqs && <p className="field-errors">{m(errors.faqs[0]!)}</p>}
      <button
        type="button"
        className="button"
        onClick={() => set('faqs', [...faqs, { question: '', answer: '' }])}
      >
        {t('gigs.editor.addFaq')}
      </button>
    </fieldset>
  );
}
