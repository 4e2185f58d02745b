import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOf, useFileCheck, useSessionStore, useToast } from '@agrocadena/shared-ui';
import { uploadUserPhoto, userProfileQuery } from '../api/profile-api';

/**
 * Checks the chosen photo here (size, content, decoding), uploads it at once and shows it: here,
 * in the cached profile and, through the session, in the top bar (also after a reload). The URLs
 * are used as the API signs them: every upload gets a new file name, so no cache is in the way.
 */
export function usePhotoUpload(userId: string, initialUrl: string | null) {
  const { t } = useTranslation('common');
  const toast = useToast();
  const client = useQueryClient();
  const updateUser = useSessionStore((s) => s.updateUser);
  const file = useFileCheck('image');
  const [url, setUrl] = useState(initialUrl);
  const upload = useMutation({
    mutationFn: (photo: File) => uploadUserPhoto(userId, photo),
    onSuccess: ({ photo, thumbnail }) => {
      setUrl(photo);
      client.setQueryData(userProfileQuery(userId).queryKey, (profile) => profile && { ...profile, photo, photoThumbnail: thumbnail });
      updateUser({ photoThumbnail: thumbnail });
      toast.success(t('success.photoUploaded'));
    },
  });

  /** false = refused before any request. */
  async function accept(picked: File): Promise<boolean> {
    upload.reset();
    return file.check(picked);
  }

  const send = (picked: File): Promise<boolean> =>
    upload.mutateAsync(picked).then(
      () => true,
      () => false,
    );

  return { url, busy: file.checking || upload.isPending, error: file.error ?? messageOf(upload.error), accept, upload: send };
}
