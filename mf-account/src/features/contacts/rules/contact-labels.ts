import type { Contact } from '@agrocadena/contracts';

/** How a contact proves who they are: "CC 1044556677". */
export const contactDocument = (contact: Pick<Contact, 'socialIdType' | 'socialId'>) => `${contact.socialIdType} ${contact.socialId}`;

/** The address with its town, when the contact has one. */
export const contactAddress = (contact: Pick<Contact, 'address' | 'town'>) =>
  [contact.address, contact.town]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
