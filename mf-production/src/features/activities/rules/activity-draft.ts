import type { ActivityFormValues, ChosenProduct } from './activity-form';

/**
 * The create form's draft, kept in the tab's session storage so that a reload or a trip to
 * /createProduct and back loses nothing (docs/domain.md#screens); one per user, so a shared phone
 * never shows one user's draft to the next.
 */
export const draftKey = (userId: string) => `agrocadena.activityDraft.${userId}`;

const isChosen = (line: unknown): line is ChosenProduct =>
  typeof line === 'object' && line !== null && typeof (line as ChosenProduct).id === 'string' && typeof (line as ChosenProduct).name === 'string';

/** The stored draft, or nothing when there is none or it cannot be read (an older shape, a hand edit). */
export function readDraft(storage: Storage, userId: string): ActivityFormValues | undefined {
  const text = storage.getItem(draftKey(userId));
  if (!text) return undefined;
  try {
    const draft = JSON.parse(text) as ActivityFormValues;
    if (typeof draft !== 'object' || draft === null) return undefined;
    const side = (lines: unknown) => (Array.isArray(lines) ? lines.filter(isChosen) : undefined);
    return { ...draft, inputProducts: side(draft.inputProducts), outputProducts: side(draft.outputProducts) };
  } catch {
    return undefined;
  }
}

export function writeDraft(storage: Storage, userId: string, values: ActivityFormValues): void {
  try {
    storage.setItem(draftKey(userId), JSON.stringify(values));
  } catch {
    // A full or refused storage (private mode): the form still works, only the draft is not kept.
  }
}

export function clearDraft(storage: Storage, userId: string): void {
  storage.removeItem(draftKey(userId));
}
