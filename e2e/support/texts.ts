import commonEs from '../../shared-ui/src/i18n/locales/common.es.json';
import commonEn from '../../shared-ui/src/i18n/locales/common.en.json';
import shellEs from '../../shell/src/i18n/es.json';
import shellEn from '../../shell/src/i18n/en.json';
// Each remote's namespace as its pages load it: every translation file of its src/i18n/, merged
// by scripts/registries.js (which runs before the suite builds).
import account from '../../mf-account/src/i18n/namespace.generated.json';
import catalog from '../../mf-catalog/src/i18n/namespace.generated.json';
import inventory from '../../mf-inventory/src/i18n/namespace.generated.json';
import production from '../../mf-production/src/i18n/namespace.generated.json';
import requests from '../../mf-requests/src/i18n/namespace.generated.json';
import { messages as apiMessages, type MessageKey } from '../../api/src/i18n/messages';
import type { Lang } from './browser';

/** What the app shows in each language: the suite reads the same catalogues the user reads. */
export const texts = {
  es: {
    common: commonEs,
    shell: shellEs,
    account: account.es,
    catalog: catalog.es,
    requests: requests.es,
    inventory: inventory.es,
    production: production.es,
    api: (code: MessageKey) => apiMessages()[code].es,
  },
  en: {
    common: commonEn,
    shell: shellEn,
    account: account.en,
    catalog: catalog.en,
    requests: requests.en,
    inventory: inventory.en,
    production: production.en,
    api: (code: MessageKey) => apiMessages()[code].en,
  },
} satisfies Record<Lang, unknown>;
