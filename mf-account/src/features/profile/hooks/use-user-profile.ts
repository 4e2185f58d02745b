import { useQuery } from '@tanstack/react-query';
import { messageOf } from '@agrocadena/shared-ui';
import { userProfileQuery } from '../api/profile-api';

/** GET /users/{id}; a save puts the new profile in the cache, so the page follows without a reload. */
export function useUserProfile(userId: string | undefined) {
  const query = useQuery({ ...userProfileQuery(userId ?? ''), enabled: Boolean(userId) });
  return {
    profile: query.data ?? null,
    loading: Boolean(userId) && query.isFetching && !query.data,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
