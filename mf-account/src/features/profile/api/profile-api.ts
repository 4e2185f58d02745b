import { routes, type PhotoUploadResult, type UpdateUserBody } from '@agrocadena/contracts';
import { api, uploadFile } from '@agrocadena/shared-ui';

export function fetchUserProfile(userId: string, signal?: AbortSignal) {
  return api.call(routes.getUser, { params: { id: userId }, signal });
}

export function updateUserProfile(userId: string, body: UpdateUserBody) {
  return api.call(routes.updateUser, { params: { id: userId }, body });
}

export function uploadUserPhoto(userId: string, file: File) {
  return uploadFile<PhotoUploadResult>('userPhoto', userId, file);
}
