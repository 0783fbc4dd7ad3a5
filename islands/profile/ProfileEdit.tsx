import { useEffect, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { LINKS } from '../lib/links';
import { loadUser, useSession } from '../lib/session';
import { SignInCard } from '../lib/ui/SignInCard';
import { BasicInformation, Description } from './EditDetails';
import { WebLinks } from './EditLinks';
import { AvatarUpload, BannerUpload } from './EditPictures';
import { ExpertMode, Skills } from './EditSkills';
import { UnsavedNotice } from './unsaved';

/** Profile edit (spec §2, §3): basic information, web links, description, skills and the expert flag. */
export default function ProfileEdit() {
  const { t } = useI18n();
  const session = useSession();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void loadUser().finally(() => setLoaded(true));
  }, []);
  if (!session.isLoggedIn || !session.user) {
    return (
      <SignInCard
        title={t('profile.edit.title')}
        body={t('profile.edit.signIn')}
        action={t('common.signIn')}
      />
    );
  }
  if (!loaded) return <p className="muted">{t('common.loading')}</p>;
  const user = session.user;
  return (
    <div className="profile-edit">
      <div className="page-head">
        <h1>{t('profile.edit.title')}</h1>
        <a className="button" href={LINKS.profile(user.id)}>
          {t('profile.edit.view')}
        </a>
      </div>
      <AvatarUpload user={user} />
      <BannerUpload user={user} />
      <BasicInformation user={user} />
      <WebLinks user={user} />
      <Description user={user} />
      <Skills user={user} />
      <ExpertMode user={user} />
      <UnsavedNotice />
    </div>
  );
}
