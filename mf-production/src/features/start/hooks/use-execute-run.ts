import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExecuteActivityBody, ProcessMetadataBody } from '@agrocadena/contracts';
import { invalidateRoutes } from '@agrocadena/shared-ui';
import { RUN_AFFECTED } from '../../runs/hooks/use-run-writes';
import { executeActivity, processMetadata } from '../api/start-api';

interface NewRun {
  run: ExecuteActivityBody;
  /** A process start: the order's metadata, sent once the run exists (its failure is the order's only). */
  metadata?: Omit<ProcessMetadataBody, 'executedActivityId'>;
}

/** POST /executeActivity (then /processMetadata for a new order): a failure of the first stops there. */
export function useExecuteRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ run, metadata }: NewRun) => {
      const created = await executeActivity(run);
      if (metadata) await processMetadata({ ...metadata, executedActivityId: created._id });
      return created;
    },
    onSettled: () => invalidateRoutes(client, ...RUN_AFFECTED),
  });
}
