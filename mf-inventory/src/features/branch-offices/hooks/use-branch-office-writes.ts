import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BranchOfficeBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { invalidateRoutes } from '@agrocadena/shared-ui';
import { createBranchOffice, deleteBranchOffice, updateBranchOffice } from '../api/branch-offices-api';

/** Every list and the map of offices read again after a write. */
function useOfficesChanged() {
  const client = useQueryClient();
  return () => invalidateRoutes(client, routes.userBranchOffices);
}

/** POST /branchOffices for a new office, PUT /branchOffices/{id} for an existing one. */
export function useSaveBranchOffice(officeId?: string) {
  const changed = useOfficesChanged();
  return useMutation({
    mutationFn: (body: BranchOfficeBody) => (officeId ? updateBranchOffice(officeId, body) : createBranchOffice(body)),
    onSuccess: changed,
  });
}

export function useDeleteBranchOffice() {
  const changed = useOfficesChanged();
  return useMutation({ mutationFn: (officeId: string) => deleteBranchOffice(officeId), onSuccess: changed });
}
