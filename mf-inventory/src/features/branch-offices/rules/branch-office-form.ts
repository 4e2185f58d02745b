import type { BranchOffice, BranchOfficeBody, Location } from '@agrocadena/contracts';

export interface BranchOfficeFormValues {
  name?: string;
  description?: string;
  address?: string;
  location?: Location;
}

/**
 * docs/domain.md#branch-offices: name, address and location are required; a blank description is
 * left out of a new office. An edit sends null instead, so clearing the description really clears
 * it.
 */
export function toBranchOfficeBody(values: BranchOfficeFormValues, userId: string, mode: 'create' | 'edit'): BranchOfficeBody {
  const description = values.description?.trim();
  const body: BranchOfficeBody = {
    name: (values.name ?? '').trim(),
    address: (values.address ?? '').trim(),
    location: values.location as Location,
    user: userId,
  };
  if (description) body.description = description;
  else if (mode === 'edit') body.description = null;
  return body;
}

export function officeToFormValues(office: BranchOffice): BranchOfficeFormValues {
  return { name: office.name, description: office.description ?? '', address: office.address, location: office.location };
}

/** The form's fields as the server names them ('location.latitude' → 'location'). */
export const OFFICE_FIELDS = {
  fields: ['name', 'description', 'address', 'location'],
  aliases: { latitude: 'location', longitude: 'location' },
};
