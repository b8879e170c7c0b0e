import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { objectName, photoUrl, uploadFile } from '../api/upload-file';
import type { ProviderPhoto } from '../api/get-my-application';
import { resizeImage } from '@utsav/shared/media/resize-image';

/** Resizes a photo in the browser, then uploads it into the owner's folder of provider-photos. */
export async function uploadPhoto(userId: string, file: File): Promise<ProviderPhoto> {
  const resized = await resizeImage(file);
  const path = await uploadFile('provider-photos', objectName(userId, 'portfolio', resized.blob.type), resized.blob);
  return { path, width: resized.width, height: resized.height };
}

interface Props {
  id: string;
  userId: string;
  photos: ProviderPhoto[];
  onChange: (photos: ProviderPhoto[]) => void;
  /** Already translated. */
  error?: string;
  max?: number;
  /** Injected by tests; the real one resizes and uploads. */
  upload?: (userId: string, file: File) => Promise<ProviderPhoto>;
  /** Another use's words (a service's photos), already translated; the portfolio's by default. */
  texts?: { label: string; hint: string; alt: (number: number) => string };
}

/**
 * The portfolio: pick photos, each resized and uploaded at once; the uploaded ones show with
 * their size reserved (no jump while they load). A photo whose upload failed stays listed with
 * Retry, and nothing already uploaded is lost.
 */
export function PhotoField({ id, userId, photos, onChange, error, max = 20, upload = uploadPhoto, texts }: Props) {
  const { t } = useTranslation('provider');
  const [pending, setPending] = useState<{ file: File; failed: boolean }[]>([]);
  const busy = pending.some((item) => !item.failed);

  const start = async (files: File[], current: ProviderPhoto[]) => {
    setPending((list) => [...list.filter((item) => !files.includes(item.file)), ...files.map((file) => ({ file, failed: false }))]);
    let next = current;
    for (const file of files) {
      try {
        const photo = await upload(userId, file);
        next = [...next, photo];
        onChange(next);
        setPending((list) => list.filter((item) => item.file !== file));
      } catch {
        setPending((list) => list.map((item) => (item.file === file ? { file, failed: true } : item)));
      }
    }
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={`form-field photo-field${error ? ' form-field--invalid' : ''}`} aria-describedby={describedBy}>
      <legend>{texts?.label ?? t('common.photos.label')}</legend>
      <p id={`${id}-hint`} className="form-field__hint">
        {texts?.hint ?? t('common.photos.hint', { count: photos.length })}
      </p>
      {photos.length > 0 ? (
        <ul className="photo-field__grid" aria-label={t('common.photos.uploaded')}>
          {photos.map((photo, index) => (
            <li key={photo.path}>
              <img src={photoUrl(photo.path)} width={photo.width} height={photo.height} alt={texts?.alt(index + 1) ?? t('common.photos.alt', { number: index + 1 })} loading="lazy" />
              <button type="button" className="button" onClick={() => onChange(photos.filter((item) => item.path !== photo.path))}>
                {t('common.photos.remove', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {pending.length > 0 ? (
        <ul className="photo-field__pending" aria-live="polite">
          {pending.map((item) => (
            <li key={`${item.file.name}-${item.file.lastModified}`}>
              {item.failed ? (
                <>
                  <span className="form-field__error">{t('common.photos.failed', { name: item.file.name })}</span>{' '}
                  <button type="button" className="button" onClick={() => void start([item.file], photos)}>
                    {t('common.upload.retry')}
                  </button>
                </>
              ) : (
                t('common.photos.uploading', { name: item.file.name })
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <label className="photo-field__pick" htmlFor={id}>
        {t('common.photos.add')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        disabled={busy || photos.length >= max}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])].slice(0, Math.max(0, max - photos.length));
          event.target.value = '';
          if (files.length > 0) void start(files, photos);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
