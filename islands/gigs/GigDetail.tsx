import { useEffect, useState } from 'react';
import type { Category, Gig } from '../../contracts/gigs';
import type { KitFile } from '../../contracts/orders';
import { notifyFailure } from '../lib/failure';
import { formatNumber, formatPrice, useI18n } from '../lib/i18n';
import { downloadKit } from '../lib/kit-download';
import { idFromPath, LINKS } from '../lib/links';
import { BANNER_SIZES, pictureSizes } from '../lib/picture-sizes';
import { rendered } from '../lib/rendered';
import { $session, signInHref, useSession } from '../lib/session';
import { ErrorState } from '../lib/ui/ErrorState';
import { pictureLoading } from '../lib/ui/largest-paint';
import { Section } from '../lib/ui/Section';
import { useLoad } from '../lib/use-load';
import { gigsApi } from './api';
import { Gallery } from './GigGallery';
import { SellerCard } from './GigSeller';
import { categoryTitle, EyeIcon, HeartIcon, useCategories } from './shared';

const KIT_BUTTONS: {
  file: KitFile;
  has: 'has_zip_file' | 'has_instruction_pdf' | 'has_instruction_video';
  key: string;
}[] = [
  { file: 'zip', has: 'has_zip_file', key: 'gigs.detail.downloadZip' },
  { file: 'pdf', has: 'has_instruction_pdf', key: 'gigs.detail.downloadPdf' },
  { file: 'video', has: 'has_instruction_video', key: 'gigs.detail.downloadVideo' },
];

/** What the server renders the gig page with (site/pages/market/gigs/[id].astro): the gig as a visitor sees it. */
export interface GigPageData {
  gig: Gig;
  categories: Category[];
}

/**
 * The gig page (spec §2): stats, stack used, FAQs, live demo, media, download, views, appreciations, seller.
 * Rendered on the server with `initial` (a published gig, as a visitor sees it) and hydrated; a
 * signed-in reader's own view (appreciated, bought, followed) is loaded after hydration. Without
 * `initial` (a draft, which only its owner may see) it loads in the browser.
 */
function GigDetail({ id: givenId, initial }: { id?: string; initial?: GigPageData | null }) {
  const { t, lang } = useI18n();
  const session = useSession();
  const [id] = useState(() => givenId ?? idFromPath('gigs'));
  const result = useLoad(() => gigsApi.gig(id), `${id}:${session.isLoggedIn}`, { initial: initial?.gig });
  const [gig, setGig] = useState<Gig | null>(initial?.gig ?? null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (result.status === 'ready') setGig(result.data);
  }, [result.status, result.data]);

  useEffect(() => {
    // A visitor counts once a day (the server decides); nothing to show if it fails.
    void gigsApi.visit(id).catch(() => {});
  }, [id]);
  const categories = useCategories(initial?.categories);

  if (result.status === 'failed') return <ErrorState failure={result.failure} onRetry={result.reload} />;
  if (!gig) return <div className="skeleton gig-skeleton" aria-busy="true" />;

  const me = session.user?.id ?? null;
  const isOwner = me === gig.user.id;
  const category = categories.find((c) => c.id === gig.category);
  const price = formatPrice(lang, gig.pricing, gig.pricing_currency);

  async function like() {
    // The session now, not the one drawn: a page rendered for a visitor hydrates as one first.
    if (!$session.get().isLoggedIn) return window.location.assign(signInHref());
    setBusy('like');
    try {
      const r = await gigsApi.like(gig!.id);
      setGig((g) => g && { ...g, is_appreciated: r.is_appreciated, appreciations: r.appreciations });
    } catch (error) {
      await notifyFailure(error);
    } finally {
      setBusy(null);
    }
  }

  async function buy() {
    // The session now, not the one drawn: a page rendered for a visitor hydrates as one first.
    if (!$session.get().isLoggedIn) return window.location.assign(signInHref());
    setBusy('buy');
    try {
      const checkout = await gigsApi.checkout(gig!.id);
      window.location.assign(checkout.checkout_session_url);
    } catch (error) {
      await notifyFailure(error);
      setBusy(null);
    }
  }

  async function follow() {
    // The session now, not the one drawn: a page rendered for a visitor hydrates as one first.
    if (!$session.get().isLoggedIn) return window.location.assign(signInHref());
    setBusy('follow');
    const user = gig!.user;
    try {
      const r = user.is_followed
        ? await gigsApi.unfollowSeller(user.id)
        : await gigsApi.followSeller(user.id);
      setGig(
        (g) => g && { ...g, user: { ...g.user, is_followed: r.is_followed, follower: Number(r.follower) } },
      );
    } catch (error) {
      await notifyFailure(error);
    } finally {
      setBusy(null);
    }
  }

  async function download(file: KitFile) {
    setBusy(`download-${file}`);
    await downloadKit(gig!.purchased_order!, file);
    setBusy(null);
  }

  return (
    <article className="gig-detail">
      {gig.banner_image && (
        <img
          className="gig-banner"
          src={gig.banner_image}
          {...pictureSizes(gig.banner_image, BANNER_SIZES)}
          alt=""
          width="960"
          height="540"
          {...pictureLoading(true)}
        />
      )}
      <div className="gig-layout">
        <div className="gig-main">
          <header className="gig-head">
            {category && <p className="gig-eyebrow">{categoryTitle(lang, category)}</p>}
            <h1 dir="auto">{gig.name}</h1>
            {gig.summary && (
              <p className="gig-summary" dir="auto">
                {gig.summary}
              </p>
            )}
            {gig.status === 'draft' && <span className="badge gig-draft">{t('gigs.status.draft')}</span>}
            <div className="gig-counters">
              <button
                type="button"
                className="button gig-like"
                aria-pressed={gig.is_appreciated}
                disabled={busy === 'like'}
                onClick={like}
                data-testid="gig-like"
              >
                <HeartIcon filled={gig.is_appreciated} />
                {gig.is_appreciated ? t('gigs.detail.appreciated') : t('gigs.detail.appreciate')}
                <span className="gig-count">{formatNumber(lang, gig.appreciations)}</span>
              </button>
              <span className="gig-views">
                <EyeIcon />
                {t('gigs.detail.viewsCount', { count: formatNumber(lang, gig.visits) })}
              </span>
            </div>
          </header>

          <Gallery media={gig.media.filter((m) => m.url !== gig.banner_image)} name={gig.name} />

          {gig.stats.length > 0 && (
            <Section className="gig-section" titleId="gig-stats" title={t('gigs.detail.stats')}>
              <dl className="gig-stats">
                {gig.stats.map((s) => (
                  <div key={s.id}>
                    <dt dir="auto">{s.title}</dt>
                    <dd>{formatNumber(lang, s.value)}</dd>
                  </div>
                ))}
              </dl>
            </Section>
          )}

          {gig.description && (
            <Section className="gig-section" titleId="gig-about" title={t('gigs.detail.about')}>
              <p className="gig-description" dir="auto">
                {gig.description}
              </p>
            </Section>
          )}

          {gig.tag.length > 0 && (
            <Section className="gig-section" titleId="gig-stack" title={t('gigs.detail.stack')}>
              <ul className="gig-tags">
                {gig.tag.map((tag) => (
                  <li key={tag.id}>
                    <a className="chip" href={LINKS.gigsTagged(tag.id)}>
                      {tag.title}
                    </a>
                  </li>
                ))}
              </ul>
            </Section>
          )}

          {gig.faqs.length > 0 && (
            <Section className="gig-section" titleId="gig-faqs" title={t('gigs.detail.faqs')}>
              {gig.faqs.map((f) => (
                <details key={f.question} className="gig-faq">
                  <summary dir="auto">{f.question}</summary>
                  <p dir="auto">{f.answer}</p>
                </details>
              ))}
            </Section>
          )}
        </div>

        <aside className="gig-aside">
          <div className="card gig-buy">
            <p className="gig-price" data-testid="gig-price">
              <bdi>{price}</bdi>
            </p>
            {gig.live_url && (
              <a className="button" href={gig.live_url} target="_blank" rel="noopener noreferrer nofollow">
                {t('gigs.detail.liveDemo')}
              </a>
            )}
            {isOwner ? (
              <a className="button button-primary" href={LINKS.editGig(gig.id)}>
                {t('gigs.detail.edit')}
              </a>
            ) : gig.purchased_order ? (
              <div className="gig-download" data-testid="gig-download">
                <p className="success-text">{t('gigs.detail.owned')}</p>
                {KIT_BUTTONS.filter((b) => gig.kit?.[b.has]).map((b) => (
                  <button
                    key={b.file}
                    type="button"
                    className={b.file === 'zip' ? 'button button-primary' : 'button'}
                    disabled={busy === `download-${b.file}`}
                    onClick={() => download(b.file)}
                  >
                    {t(b.key as Parameters<typeof t>[0])}
                  </button>
                ))}
              </div>
            ) : (
              <button
                type="button"
                className="button button-primary"
                disabled={busy === 'buy'}
                onClick={buy}
                data-testid="gig-buy"
              >
                {session.isLoggedIn ? t('gigs.detail.buy', { price }) : t('gigs.detail.signInToBuy')}
              </button>
            )}
            {isOwner && gig.kit && (
              <p className="muted gig-kit-note">
                {t('gigs.detail.kitFiles', {
                  files: [
                    gig.kit.has_zip_file && 'ZIP',
                    gig.kit.has_instruction_pdf && 'PDF',
                    gig.kit.has_instruction_video && t('gigs.detail.kitVideoShort'),
                  ]
                    .filter(Boolean)
                    .join(' · '),
                })}
              </p>
            )}
          </div>

          <SellerCard gig={gig} isOwner={isOwner} busy={busy === 'follow'} onFollow={follow} />
        </aside>
      </div>
    </article>
  );
}

export default rendered(GigDetail);
