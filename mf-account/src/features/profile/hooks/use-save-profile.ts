import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@agrocadena/shared-ui';
import { updateUserProfile, userProfileQuery } from '../api/profile-api';
import { toUpdateUserBody, type ProfileFormValues } from '../rules/profile-rules';

/** PUT /users/{id}/update; on success the cached profile and the session follow, so the top bar shows the new name (and a freshly signed photo). */
export function useSaveProfile(userId: string) {
  const client = useQueryClient();
  const updateUser = useSessionStore((s) => s.updateUser);
  return useMutation({
    mutationFn: (values: ProfileFormValues) => updateUserProfile(userId, toUpdateUserBody(values)),
    onSuccess: (profile) => {
      client.setQueryData(userProfileQuery(userId).queryKey, profile);
      const { firstName, lastName, enterpriseName, email } = profile;
      // The photo's thumbnail comes freshly signed with every profile.
      updateUser({ firstName, lastName, enterpriseName, email, photoThumbnail: profile.photoThumbnail ?? null });
    },
  });
}
