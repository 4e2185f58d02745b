import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAcceptableImage, messageOf } from '@agrocadena/shared-ui';
import { UPLOADS } from '@agrocadena/contracts';
import { uploadUserPhoto, userProfileQuery } from '../api/profile-api';

/** The URL may stay the same when the server overwrites the file: a version query busts the browser cache. */
const fresh = (url: string) => `${url}${url.includes('?') ? '&' : '?'}v=${Date.now()}`;

/** Checks the chosen photo locally, uploads it at once and keeps the preview URL. */
export function usePhotoUpload(userId: string, initialUrl: string | null) {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [url, setUrl] = useState(initialUrl);
  const [refused, setRefused] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => uploadUserPhoto(userId, file),
    onSuccess: ({ photo }) => {
      setUrl(fresh(photo));
      client.setQueryData(userProfileQuery(userId).queryKey, (profile) => profile && { ...profile, photo });
      void message.success(t('success.photoUploaded'));
    },
  });

  /** false = refused before any request. */
  function accept(file: File): boolean {
    const ok = isAcceptableImage(file);
    setRefused(!ok);
    if (!ok) upload.reset();
    return ok;
  }

  const send = (file: File): Promise<boolean> =>
    upload.mutateAsync(file).then(
      () => true,
      () => false,
    );

  const error = refused ? t('validation.invalidImage', { max: UPLOADS.image.maxMb }) : messageOf(upload.error);
  return { url, uploading: upload.isPending, error, accept, upload: send };
}
