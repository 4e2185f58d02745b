import { api, type UpdateUserBody, type UserProfile } from '@agrocadena/shared-ui';

export const PHOTO_UPLOAD_TYPE = 'userPhoto';

export function fetchUserProfile(userId: string, signal?: AbortSignal) {
  return api.get<UserProfile>(`/users/${encodeURIComponent(userId)}`, undefined, { signal });
}

export function updateUserProfile(userId: string, body: UpdateUserBody) {
  return api.put<UserProfile>(`/users/${encodeURIComponent(userId)}/update`, body);
}

/** POST /upload, multipart: `type`, `id`, and the file under `image`. */
export function uploadUserPhoto(userId: string, file: File) {
  const form = new FormData();
  form.append('type', PHOTO_UPLOAD_TYPE);
  form.append('id', userId);
  form.append('image', file);
  return api.upload<{ photo: string }>('/upload', form);
}
