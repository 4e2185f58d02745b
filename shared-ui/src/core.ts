// The component-free half of shared-ui, shared under its own key (`@agrocadena/shared-ui/core`):
// the suite's state (session and language stores, i18next, the query cache), the API client and
// the formats. The public pages load only this half, so a visitor of the landing page downloads no
// component library; `@agrocadena/shared-ui` adds the page components on top of it.
export * from './constants';
export { i18n, registerNamespace, LANGUAGE_STORAGE_KEY } from './i18n/i18n';
export { useLanguageStore } from './i18n/language-store';
export { useSessionStore, currentUser, USER_STORAGE_KEY } from './session/session-store';
export {
  api,
  API_BASE,
  type ApiResult,
  type ApiSuccess,
  type ApiFailure,
  type CallInput,
  type DownloadedFile,
  type RouteResult,
} from './api/api-client';
export { TAB_ID } from './api/tab-id';
export { formatCOP, currencySymbol, formatAmount } from './format/money';
export { intlLocale } from './format/intl-locale';
export { numberFormat } from './format/number-format';
export {
  readNumber,
  showNumber,
  isUnreadable,
  readableNumber,
  QUANTITY,
  MONEY,
  type NumberFormat,
  type NumberInputValue,
  type NumberProblem,
  type UnreadableNumber,
} from './format/number-input';
export { formatPlace } from './format/place';
export { formatDate, formatDateTime, formatDay, timeAgo, DATE_FORMAT, DATE_TIME_FORMAT } from './format/dates';
export { CoreProviders } from './components/providers/core-providers';
export { OfflineBanner } from './components/feedback/offline-banner';
export { LanguageSelect } from './components/inputs/language-select';
export { NativeSelect, type SelectChoice } from './components/inputs/native-select';
export { useOnline } from './hooks/use-online';
export { usePageMeta, SITE_NAME } from './hooks/use-page-meta';
export { personName } from './features/person/person-name';
export { personRules, idTypesFor, resetDependentPersonFields, type PersonValues } from './features/person/person-rules';
export { checkFile, sniffFormat, FILE_ACCEPT, type FileKind, type FileProblem } from './files/file-checks';
export { useFileCheck } from './files/use-file-check';
export { saveBlob } from './files/save-blob';
export { usePagedList } from './hooks/use-paged-list';
export { useOncePerKey } from './hooks/use-once-per-key';
export { usePhoneLayout, PHONE_QUERY } from './hooks/use-phone-layout';
export { ApiError, isApiError, unwrap, unwrapPage, messageOf, usesOf, type PageOf } from './data/api-error';
export { createQueryClient, queryClient } from './data/query-client';
export { routeKey, routePrefix, routeQuery, routePageQuery, routeAllPagesQuery, type RouteKey, type RouteQueryOptions } from './data/route-query';
export { rememberRow, replaceInPages, forgetRow } from './data/cache';
export type { WriteMeta } from './data/write-meta';
export { formFieldOf, showServerError, type FieldMapping } from './forms/server-errors';
export { todayDate, tomorrowDate, isDayFromToday, isDayAfterToday } from './forms/days';
export { numberInputRule, numberProblemMessage, NUMBER_FIELD_TRIGGERS } from './forms/number-rule';
export { requiredTextRules } from './forms/text-rules';

// Every app routes in React Router's declarative mode (the shell's BrowserRouter, MemoryRouter in
// tests; config/shared/react-router-dom.ts shares no data router), where navigate() returns nothing:
// said here, as React Router's docs advise, so that lint's promise rules do not take it for a promise.
declare module 'react-router' {
  interface NavigateFunction {
    (to: import('react-router-dom').To, options?: import('react-router-dom').NavigateOptions): void;
    (delta: number): void;
  }
}
