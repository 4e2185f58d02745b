/** A place as a person reads it (a transport's pick-up or drop-off): the address, then its town; '' when none. */
export function formatPlace(place: { address: string; town: { name: string } } | null | undefined): string {
  return place ? `${place.address}, ${place.town.name}` : '';
}
