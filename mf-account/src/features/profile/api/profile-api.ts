import type { PhotoUploadResult, UpdateUserBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, routeQuery, unwrap, uploadFile } from '@agrocadena/shared-ui';

export const userProfileQuery = (userId: string) => routeQuery(routes.getUser, { params: { id: userId } });

export const updateUserProfile = (userId: string, body: UpdateUserBody) => api.call(routes.updateUser, { params: { id: userId }, body }).then(unwrap);

export const uploadUserPhoto = (userId: string, file: File) => uploadFile<PhotoUploadResult>('userPhoto', userId, file).then(unwrap);
