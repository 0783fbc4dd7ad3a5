import { type FormEvent, useEffect, useState } from 'react';
import { PRODUCT_LIMITS } from '../../contracts/product-limits';
import type { Product, Question } from '../../contracts/products';
import { formatDate, useI18n } from '../lib/i18n';
import { signInHref, useSession } from '../lib/session';
import { toast } from '../lib/toast';
import { FormAlert, TextAreaField } from '../lib/ui/Field';
import { RelativeTime } from '../lib/ui/RelativeTime';
import { Section } from '../lib/ui/Section';
import { useForm } from '../lib/use-form';
import { productsApi } from './api';

// Checked when sent: valibot and the messages load then, not with every visitor's product page.
const questionSchema = () => import('../../contracts/products').then((m) => m.QuestionCreateSchema);
const answerSchema = () => import('../../contracts/products').then((m) => m.QuestionAnswerSchema);

function AnswerForm({ question, onDone }: { question: Question; onDone: (q: Question) => void }) {
  const { t } = useI18n();
  const [answer, setAnswer] = useState('');
  const form = useForm(answerSchema, (input) => productsApi.answer(question.id, input));
  async function submit(e: FormEvent) {
    e.preventDefault();
    const done = await form.run({ answer });
    if (done) onDone(done);
  }
  return (
    <form className="product-answer-form" onSubmit={submit} noValidate>
      <TextAreaField
        label={t('products.questions.answer')}
        name="answer"
        value={answer}
        rows={2}
        errors={form.errors.answer}
        onChange={(e) => setAnswer(e.target.value)}
      />
      <FormAlert messages={form.errors.non_field_errors ?? []} />
      <button className="button" type="submit" disabled={form.busy}>
        {t('products.questions.sendAnswer')}
      </button>
    </form>
  );
}

export function Questions({ product }: { product: Product }) {
  const { t, lang } = useI18n();
  const session = useSession();
  const [question, setQuestion] = useState('');
  const [items, setItems] = useState<Question[] | null>(null);
  const load = () =>
    productsApi.questions(product.id).then(
      (p) => setItems(p.results),
      () => setItems([]),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per product.
  useEffect(() => {
    void load();
  }, [product.id]);
  const form = useForm(questionSchema, (input) => productsApi.ask(input));
  async function ask(e: FormEvent) {
    e.preventDefault();
    if (!session.isLoggedIn) return window.location.assign(signInHref());
    const done = await form.run({ product: product.id, question });
    if (done) {
      setQuestion('');
      setItems((l) => [done, ...(l ?? [])]);
      toast.success(t('products.questions.sent'));
    }
  }
  const isVendor = session.user?.id === product.vendor;
  return (
    <Section className="product-section" titleId="product-questions" title={t('products.questions.title')}>
      {!isVendor && (
        <form className="product-ask" onSubmit={ask} noValidate>
          <TextAreaField
            label={t('products.questions.ask')}
            name="question"
            value={question}
            rows={2}
            maxLength={PRODUCT_LIMITS.question}
            errors={form.errors.question}
            onChange={(e) => setQuestion(e.target.value)}
          />
          <FormAlert messages={form.errors.non_field_errors ?? []} />
          <button className="button" type="submit" disabled={form.busy}>
            {t('products.questions.send')}
          </button>
        </form>
      )}
      {items && items.length === 0 && <p className="muted">{t('products.questions.none')}</p>}
      <ul className="product-questions">
        {(items ?? []).map((q) => (
          <li key={q.id} data-testid="question">
            <p className="product-q">
              <strong>{t('products.questions.q')}</strong> <bdi>{q.question}</bdi>
              <span className="muted">
                {' '}
                — <bdi>{q.customer_profile?.full_name}</bdi>, <RelativeTime iso={q.created_on} />
              </span>
            </p>
            {q.answer ? (
              <p className="product-a">
                <strong>{t('products.questions.a')}</strong> <bdi>{q.answer}</bdi>
              </p>
            ) : isVendor ? (
              <AnswerForm
                question={q}
                onDone={(a) => setItems((l) => (l ?? []).map((x) => (x.id === a.id ? a : x)))}
              />
            ) : (
              <p className="muted">{t('products.questions.waiting')}</p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
