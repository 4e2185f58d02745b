// Packages the suite shares with only the names its apps import (README.md here): webpack resolves
// each to config/shared/<package>.ts, and the lint refuses an import of any other name.
const fs = require('node:fs');
const path = require('node:path');

const SHARED_SUBSETS = ['react-router-dom'];

const fileOf = (pkg) => path.join(__dirname, `${pkg}.ts`);
const sourceOf = (pkg) => fs.readFileSync(fileOf(pkg), 'utf8');

/** The names config/shared/<pkg>.ts re-exports, values and types. */
function namesOf(pkg) {
  return [...sourceOf(pkg).matchAll(/export (?:type )?\{([^}]*)\} from/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** resolve.alias: exactly `react-router-dom` (not a subpath) goes to the subset. */
const subsetAliases = () => Object.fromEntries(SHARED_SUBSETS.map((pkg) => [`${pkg}$`, fileOf(pkg)]));

module.exports = { SHARED_SUBSETS, namesOf, subsetAliases };
