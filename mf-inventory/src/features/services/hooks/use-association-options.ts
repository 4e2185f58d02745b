import { useQuery } from '@tanstack/react-query';
import type { ServiceType } from '@agrocadena/contracts';
import { allBranchOfficesQuery } from '../../../shared/api/branch-offices-api';
import { myActivitiesQuery, myProcessesQuery } from '../api/services-api';

const toOption = (row: { _id: string; name: string }) => ({ value: row._id, label: row.name });

/** What a service of `type` can be tied to, read only for the types that need it. */
export function useAssociationOptions(userId: string, type: ServiceType | undefined) {
  const production = type === 'PRODUCTION';
  const activities = useQuery({ ...myActivitiesQuery(userId), enabled: production });
  const processes = useQuery({ ...myProcessesQuery(userId), enabled: production });
  const offices = useQuery({ ...allBranchOfficesQuery(userId), enabled: type === 'STORAGE' });
  return {
    activities: (activities.data ?? []).map(toOption),
    processes: (processes.data ?? []).map(toOption),
    offices: (offices.data ?? []).map(toOption),
    noOffices: offices.isSuccess && offices.data.length === 0,
  };
}
