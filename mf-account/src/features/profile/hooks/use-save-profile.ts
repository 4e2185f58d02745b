import { useState } from 'react';
import { useSessionStore, type ApiResult } from '@agrocadena/shared-ui';
import { type UserProfile } from '@agrocadena/contracts';
import { updateUserProfile } from '../api/profile-api';
import { toUpdateUserBody, type ProfileFormValues } from '../rules/profile-rules';

/** PUT /users/{id}/update; on success the session follows, so the top bar shows the new name. */
export function useSaveProfile(userId: string) {
  const [saving, setSaving] = useState(false);
  const updateUser = useSessionStore((s) => s.updateUser);

  async function save(values: ProfileFormValues): Promise<ApiResult<UserProfile>> {
    setSaving(true);
    const result = await updateUserProfile(userId, toUpdateUserBody(values));
    setSaving(false);
    if (result.success) {
      const { firstName, lastName, enterpriseName, email } = result.data;
      updateUser({ firstName, lastName, enterpriseName, email });
    }
    return result;
  }

  return { save, saving };
}
