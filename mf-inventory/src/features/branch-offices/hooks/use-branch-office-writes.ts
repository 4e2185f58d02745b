import { useMutation } from '@tanstack/react-query';
import type { BranchOfficeBody } from '@agrocadena/contracts';
import { createBranchOffice, deleteBranchOffice, updateBranchOffice } from '../../../shared/api/branch-offices-api';

// Every write of an office changes the lists and the map of offices.

/** POST /branchOffices for a new office, PUT /branchOffices/{id} for an existing one. */
export function useSaveBranchOffice(officeId?: string) {
  return useMutation({
    mutationFn: (body: BranchOfficeBody) => (officeId ? updateBranchOffice(officeId, body) : createBranchOffice(body)),
    meta: { changes: ['branchOffices'] },
  });
}

export function useDeleteBranchOffice() {
  return useMutation({ mutationFn: (officeId: string) => deleteBranchOffice(officeId), meta: { changes: ['branchOffices'] } });
}
