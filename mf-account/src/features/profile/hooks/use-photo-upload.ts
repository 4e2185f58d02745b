import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadUserPhoto } from '../api/profile-api';
import { isAcceptableImage } from '@agrocadena/shared-ui';
import { UPLOADS } from '@agrocadena/contracts';

/** Checks the chosen photo locally, uploads it at once and keeps the preview URL. */
export function usePhotoUpload(userId: string, initialUrl: string | null) {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const [url, setUrl] = useState(initialUrl);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** false = refused before any request. */
  function accept(file: File): boolean {
    if (isAcceptableImage(file)) {
      setError(null);
      return true;
    }
    setError(t('validation.invalidImage', { max: UPLOADS.image.maxMb }));
    return false;
  }

  async function upload(file: File): Promise<boolean> {
    setUploading(true);
    const result = await uploadUserPhoto(userId, file);
    setUploading(false);
    if (!result.success) {
      setError(result.message);
      return false;
    }
    setError(null);
    // The URL may stay the same when the server overwrites the file: bust the browser cache.
    const photo = result.data.photo;
    setUrl(`${photo}${photo.includes('?') ? '&' : '?'}v=${Date.now()}`);
    void message.success(t('success.photoUploaded'));
    return true;
  }

  return { url, uploading, error, accept, upload };
}
