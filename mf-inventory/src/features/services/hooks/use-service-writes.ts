import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service, ServiceBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { forgetRow, isApiError } from '@agrocadena/shared-ui';
import { createService, deleteService, updateService, uploadServiceImage } from '../api/services-api';

interface SaveInput {
  body: ServiceBody;
  /** A new picture: required for a new service (addImage), optional when editing. */
  image: File | null;
}

/** A failed save, with the field the server named (on the service itself, not its picture). */
export class SaveServiceFailure extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const failure = (error: unknown) =>
  new SaveServiceFailure(error instanceof Error ? error.message : String(error), isApiError(error) ? error.field : undefined);

/**
 * The save sequence: the service, then its picture. A new service whose picture is refused is
 * deleted again, so a second try does not leave one without its image behind; an edited one keeps
 * its saved fields, so the lists are read again after a failure too.
 */
export function useSaveService(serviceId?: string) {
  async function save({ body, image }: SaveInput): Promise<Service> {
    const service = await (serviceId ? updateService(serviceId, body) : createService(body)).catch((error: unknown) => {
      throw failure(error);
    });
    if (!image) return service;
    try {
      return { ...service, ...(await uploadServiceImage(service._id, image)) };
    } catch (error) {
      if (!serviceId) await deleteService(service._id).catch(() => undefined);
      throw new SaveServiceFailure(failure(error).message, 'image');
    }
  }
  return useMutation<Service, SaveServiceFailure, SaveInput>({ mutationFn: save, meta: { changes: ['services'], evenIfFailed: true } });
}

/** DELETE /services/{id}/deleteService (hidden, not destroyed); the list is read again. */
export function useDeleteService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) => deleteService(serviceId),
    onSuccess: (_data, serviceId) => forgetRow(client, routes.getService, { id: serviceId }),
    meta: { changes: ['services'] },
  });
}
