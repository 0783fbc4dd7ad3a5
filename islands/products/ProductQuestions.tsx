import { lazy, Suspense, useEffect, useState } from 'react';
import type { Product, Question } from '../../contracts/products';
import { useI18n } from '../lib/i18n';
import { useSession, useSignInHref } from '../lib/session';
import { OnRequest } from '../lib/ui/OnRequest';
import { RelativeTime } from '../lib/ui/RelativeTime';
import { Section } from '../lib/ui/Section';
import { productsApi } from './api';

// The forms load for a signed-in reader only: a visitor is offered sign-in, not a form that would
// send them away with what they typed. A member's question form loads when they ask for it; the
// seller's answer form under each unanswered question.
const AskForm = lazy(() => import('./QuestionForms').then((m) => ({ default: m.AskForm })));
const AnswerForm = lazy(() => import('./QuestionForms').then((m) => ({ default: m.AnswerForm })));

export function Questions({ product }: { product: Product }) {
  const { t } = useI18n();
  const session = useSession();
  const signInLink = useSignInHref();
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
  const isVendor = session.user?.id === product.vendor;
  return (
    <Section className="product-section" titleId="product-questions" title={t('products.questions.title')}>
      {!session.isLoggedIn ? (
        <p className="product-ask-sign-in" data-testid="question-sign-in">
          <a href={signInLink()}>{t('products.questions.signIn')}</a>
        </p>
      ) : (
        !isVendor && (
          <OnRequest label={t('products.questions.ask')}>
            <AskForm product={product} onAsked={(q) => setItems((l) => [q, ...(l ?? [])])} />
          </OnRequest>
        )
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
              <Suspense fallback={null}>
                <AnswerForm
                  question={q}
                  onDone={(a) => setItems((l) => (l ?? []).map((x) => (x.id === a.id ? a : x)))}
                />
              </Suspense>
            ) : (
              <p className="muted">{t('products.questions.waiting')}</p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
