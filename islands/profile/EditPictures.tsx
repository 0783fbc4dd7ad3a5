import { type FormEvent, useState } from 'react';
import type { User } from '../../contracts/auth';
import { readFailure } from '../lib/failure';
import { type Key, useI18n } from '../lib/i18n';
import { setUser } from '../lib/session';
import { toast } from '../lib/toast';
import { Avatar } from '../lib/ui/Avatar';
import { profileApi } from './api';
import { useUnsaved } from './unsaved';

// Profile edit: the two pictures of a profile, each uploaded on its own (PATCH auth/user multipart).

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

interface PictureProps {
  field: 'avatar' | 'banner_image';
  title: Key;
  upload: Key;
  saved: Key;
  preview: React.ReactNode;
}

function PictureForm({ field, title, upload, saved, preview }: PictureProps) {
  const { t, m } = useI18n();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useUnsaved(title, file !== null);
  const id = `${field}-file`;
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      setUser(await profileApi.uploadImage(field, file));
      toast.success({ key: saved });
      setFile(null);
      e.currentTarget?.reset();
    } catch (err) {
      const failure = await readFailure(err);
      setError(failure.fields[field]?.[0] ?? failure.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      className={`card edit-section picture-form picture-${field}`}
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t(title)}</h2>
      <div className="avatar-row">
        {preview}
        <div className="field">
          <label htmlFor={id}>{t('profile.edit.avatarChoose')}</label>
          <input
            id={id}
            name={field}
            type="file"
            accept={ACCEPT}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {error && (
            <p className="field-errors" role="alert">
              {m(error)}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={!file || busy}>
          {busy ? t('common.loading') : t(upload)}
        </button>
      </div>
    </form>
  );
}

export function AvatarUpload({ user }: { user: User }) {
  return (
    <PictureForm
      field="avatar"
      title="profile.edit.avatar"
      upload="profile.edit.avatarUpload"
      saved="profile.edit.avatarSaved"
      preview={<Avatar name={user.full_name} src={user.avatar} size={72} />}
    />
  );
}

/** The wide picture at the top of the profile page (User.banner_image). */
export function BannerUpload({ user }: { user: User }) {
  const { t } = useI18n();
  return (
    <PictureForm
      field="banner_image"
      title="profile.edit.banner"
      upload="profile.edit.bannerUpload"
      saved="profile.edit.bannerSaved"
      preview={
        user.banner_image ? (
          <img className="banner-preview" src={user.banner_image} alt={t('profile.edit.bannerCurrent')} />
        ) : (
          <span className="banner-preview banner-preview-empty" aria-hidden="true" />
        )
      }
    />
  );
}
