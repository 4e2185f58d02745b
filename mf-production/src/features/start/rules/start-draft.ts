/**
 * A start wizard's amounts, kept in the tab's session storage while the user goes to
 * /addProvider?redirect=back to add a provider to outsource the run to: coming back to the same
 * activity (or process), the wizard opens with the amounts typed (one return only). `of` names what
 * is started: `activity:<id>` or `process:<id>`.
 */
export const START_DRAFT_KEY = 'agrocadena.startDraft';

export interface StartDraft {
  of: string;
  amounts: Record<string, unknown>;
}

export function writeStartDraft(storage: Storage, draft: StartDraft): void {
  try {
    storage.setItem(START_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or refused storage (private mode): the wizard opens blank on the way back.
  }
}

/** The draft of `of`, taken (removed): nothing when there is none, another's, or it cannot be read. */
export function takeStartDraft(storage: Storage, of: string): StartDraft | null {
  try {
    const text = storage.getItem(START_DRAFT_KEY);
    storage.removeItem(START_DRAFT_KEY);
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<StartDraft> | null;
    if (draft?.of !== of || typeof draft.amounts !== 'object' || draft.amounts === null) return null;
    return { of, amounts: draft.amounts };
  } catch {
    return null;
  }
}
