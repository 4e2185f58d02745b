import { harnessPages, mountDevHarness } from '@agrocadena/shared-ui';
import pages from './pages.json';

// pages.json lists no page yet and there is no src/pages/ folder, which a lazy import of
// `./pages/${file}` needs (webpack fails on a missing folder): with the first page, load pages
// as mf-inventory's bootstrap does. Until then the harness lets a developer log in against the API.
const noPagesYet = (file: string) => Promise.reject(new Error(`mf-requests cannot load ${file}: see bootstrap.tsx`));

mountDevHarness('mf-requests', harnessPages(pages, noPagesYet));
