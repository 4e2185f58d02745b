import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { messageOf } from '@agrocadena/shared-ui';

/**
 * All the rows a picker offers (my products for an activity, my activities for a process), read
 * while `enabled`; `none` once read and empty, for the prompt to create the first one.
 */
export function usePickerRows<T>(options: object, enabled: boolean) {
  const query = useQuery({ ...(options as UseQueryOptions<T[]>), enabled });
  const rows = query.data ?? [];
  return {
    rows,
    error: query.isError ? messageOf(query.error) : null,
    none: query.isSuccess && rows.length === 0,
    reload: () => void query.refetch(),
  };
}
