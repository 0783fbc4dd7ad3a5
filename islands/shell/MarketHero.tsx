import { useI18n } from '../lib/i18n';

/** The marketplace home hero (the search arrives with the shell). */
export default function MarketHero() {
  const { t } = useI18n();
  return (
    <section className="hero">
      <h1>{t('market.home.title')}</h1>
      <p className="muted">{t('market.home.subtitle')}</p>
    </section>
  );
}
