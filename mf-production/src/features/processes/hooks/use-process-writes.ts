import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProcessBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { forgetRow, rememberRow, replaceInPages } from '@agrocadena/shared-ui';
import { createProcess, deleteProcess, retireProcess, updateProcess } from '../api/processes-api';

/** POST /processes for a new process, PUT /processes/{id}/update for an existing one. */
export function useSaveProcess(processId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProcessBody) => (processId ? updateProcess(processId, body) : createProcess(body)),
    onSuccess: (process) => {
      rememberRow(client, routes.getProcess, { id: process._id }, process);
      if (processId) replaceInPages(client, routes.userProcesses, process);
    },
    meta: { changes: ['processes'] },
  });
}

/** DELETE /processes/{id}/deleteProcess (hidden, not destroyed); the list is read again. */
export function useDeleteProcess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (processId: string) => deleteProcess(processId),
    onSuccess: (_data, processId) => forgetRow(client, routes.getProcess, { id: processId }),
    meta: { changes: ['processes'] },
  });
}

/** POST /processes/{id}/retire: as a delete for the lists, while its orders go on (docs/domain.md#in-use). */
export function useRetireProcess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (processId: string) => retireProcess(processId),
    onSuccess: (_data, processId) => forgetRow(client, routes.getProcess, { id: processId }),
    meta: { changes: ['processes'] },
  });
}
