/** Why a remote's page could not be shown; the boundary in remote-page.tsx picks the panel from it. */

/** The remote (or its manifest) could not be fetched: worth a retry. */
export class RemoteUnreachableError extends Error {
  override name = 'RemoteUnreachableError';
}

/** The remote answered, but this deployment's version of it does not expose the page. */
export class RemotePageMissingError extends Error {
  override name = 'RemotePageMissingError';
}

/** Built against another major of shared-ui or the contract: refused before any of its code runs; retrying does not help until one side is redeployed. */
export class RemoteIncompatibleError extends Error {
  override name = 'RemoteIncompatibleError';
}

// By name, not instanceof: the error may cross bundle boundaries.
const named =
  (name: string) =>
  (error: unknown): boolean =>
    error instanceof Error && error.name === name;
export const isRemotePageMissing = named('RemotePageMissingError');
export const isRemoteIncompatible = named('RemoteIncompatibleError');
