import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { routes } from '@agrocadena/contracts/client';
import { routeQuery, useSessionStore } from '@agrocadena/shared-ui';

/**
 * The top bar's photo: the session's thumbnail URL, as the API signed it (at log-in, upload or
 * profile save). A signed URL lives an hour or two and a session much longer, so when the image
 * fails to load the profile is read once for a freshly signed one (the avatar shows its icon
 * meanwhile).
 */
export function useSessionPhoto() {
  const user = useSessionStore((s) => s.user);
  const updateUser = useSessionStore((s) => s.updateUser);
  const client = useQueryClient();
  const renewed = useRef<string | null>(null);
  const src = user?.photoThumbnail ?? undefined;

  function onError(): void {
    if (!user || !src || renewed.current === src) return;
    renewed.current = src;
    client
      .fetchQuery({ ...routeQuery(routes.getUser, { params: { id: user._id } }), staleTime: 0 })
      .then((profile) => {
        // A photo whose fresh URL fails too is not asked for again.
        renewed.current = profile.photoThumbnail ?? null;
        updateUser({ photoThumbnail: profile.photoThumbnail ?? null });
      })
      .catch(() => undefined);
  }

  return { src, onError };
}
