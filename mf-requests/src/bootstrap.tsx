import pages from './pages.json';
import { harnessPages, mountDevHarness } from '@agrocadena/shared-ui/harness';

// The pages webpack.config.js exposes (both read pages.json), served alone with a login against
// the API. webpackInclude keeps the tests beside the pages out of the bundle.
mountDevHarness(
  'mf-requests',
  harnessPages(pages, (file) => import(/* webpackInclude: /-page\.tsx$/ */ `./pages/${file}`)),
);
