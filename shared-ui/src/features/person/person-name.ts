interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  enterpriseName?: string | null;
}

/** How a person is named to others: a legal entity by its enterprise name, anyone else by first and last name. */
export function personName(person: NamedPerson): string {
  const enterprise = person.enterpriseName?.trim();
  if (enterprise) return enterprise;
  return [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
