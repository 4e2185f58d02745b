import { mountDevHarness } from '@agrocadena/shared-ui';

// No pages are exposed yet; the harness still lets a developer log in against the API.
mountDevHarness('mf-requests', []);
