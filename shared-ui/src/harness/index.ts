// `@agrocadena/shared-ui/harness`: a remote's standalone dev harness (its own entry, never a page's).
export { mountDevHarness, harnessPages, type HarnessPage, type PageManifestEntry } from './dev-harness';
