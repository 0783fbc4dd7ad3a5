import { type FormEvent, useState } from 'react';
import { PRODUCT_LIMITS } from '../../contracts/product-limits';
import type { Product, Question } from '../../contracts/products';
import { useI18n } from '../lib/i18n';
import { toast } from '../lib/toast';
import { FormAlert, TextAreaField } from '../lib/ui/Field';
import { useForm } from '../lib/use-form';
import { productsApi } from './api';

/**
 * The forms of a product's questions: a member asks the seller, the seller answers. Loaded only
 * for a signed-in reader (ProductQuestions' `lazy`); a visitor is offered sign-in instead.
 */

// Checked when sent: valibot and the messages load then.
const questionSchema = () => import('./schemas').then((m) => m.QuestionCreateSchema);
const answerSchema = () => import('./schemas').then((m) => m.QuestionAnswerSchema);

export function AskForm({ product, onAsked }: { product: Product; onAsked: (q: Question) => void }) {
  const { t } = useI18n();
  const [question, setQuestion] = useState('');
  const form = useForm(questionSchema, (input) => productsApi.ask(input));
  async function ask(e: FormEvent) {
    e.preventDefault();
    const done = await form.run({ product: product.id, question });
    if (done) {
      setQuestion('');
      onAsked(done);
      toast.success(t('products.questions.sent'));
    }
  }
  return (
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
  );
}

export function AnswerForm({ question, onDone }: { question: Question; onDone: (q: Question) => void }) {
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
