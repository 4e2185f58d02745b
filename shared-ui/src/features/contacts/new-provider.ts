/** Where /addProvider?redirect=back leaves the provider it added for the page it goes back to. */
export const NEW_PROVIDER_STORAGE_KEY = 'NEW_PROVIDER';

// sessionStorage: the hand-over belongs to this tab's back-and-forth, not to a later visit.
// Storage may be unavailable (private mode, blocked cookies): then nothing is preselected.

/** Called by /addProvider before it goes back: the id of the provider just added. */
export function rememberNewProvider(providerId: string): void {
  try {
    sessionStorage.setItem(NEW_PROVIDER_STORAGE_KEY, providerId);
  } catch {
    // Nothing to hand over then.
  }
}

/** The provider added on the way out, once: a second call (another visit of the form) gets null. */
export function takeNewProvider(): string | null {
  try {
    const providerId = sessionStorage.getItem(NEW_PROVIDER_STORAGE_KEY);
    sessionStorage.removeItem(NEW_PROVIDER_STORAGE_KEY);
    return providerId || null;
  } catch {
    return null;
  }
}
