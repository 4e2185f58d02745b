export * from './constants';
export { i18n, registerNamespace, LANGUAGE_STORAGE_KEY } from './i18n/i18n';
export { useLanguageStore } from './i18n/language-store';
export { useSessionStore, currentUser, USER_STORAGE_KEY } from './session/session-store';
export { uploadFile } from './api/upload-file';
export { api, API_BASE, type ApiResult, type ApiSuccess, type ApiFailure, type CallInput, type RouteResult } from './api/api-client';
export { formatCOP, currencySymbol, formatAmount } from './format/money';
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
export { formatDate, formatDateTime, timeAgo, DATE_FORMAT, DATE_TIME_FORMAT } from './format/dates';
export { AppProviders, theme } from './components/app-providers';
export { SectionUnavailable } from './components/section-unavailable';
export { phonePager } from './components/paginated-table';
export { OfflineBanner } from './components/offline-banner';
export { useOnline } from './hooks/use-online';
export { mountDevHarness, harnessPages, type HarnessPage, type PageManifestEntry } from './harness/dev-harness';
export { useDepartments, useTowns } from './features/geo/use-geo';
export { DepartmentSelect } from './features/geo/department-select';
export { TownSelect } from './features/geo/town-select';
export { PersonFieldset } from './features/person/person-fieldset';
export { personRules, idTypesFor, resetDependentPersonFields, type PersonValues } from './features/person/person-rules';
export { LanguageSelect } from './components/language-select';
export { SectionNotInVersion } from './components/section-not-in-version';
export {
  useUnseenRequests,
  toUnseenState,
  notifyUnseenRequestsChanged,
  UNSEEN_REQUESTS_EVENT,
  type UnseenRequestsState,
} from './features/requests/unseen-requests';
export { checkFile, sniffFormat, FILE_ACCEPT, type FileKind, type FileProblem } from './files/file-checks';
export { useFileCheck } from './files/use-file-check';
export { PageCard } from './components/page-card';
export { MoneyInput } from './components/money-input';
export { QuantityInput } from './components/quantity-input';
export type { NumberInputProps } from './components/number-input';
export { ReadMore } from './components/read-more';
export { PaginatedTable } from './components/paginated-table';
export { LoadError } from './components/load-error';
export { LinkButton } from './components/link-button';
export { EmptyState } from './components/empty-state';
export { usePagedList } from './hooks/use-paged-list';
export { useOncePerKey } from './hooks/use-once-per-key';
export { usePhoneLayout, PHONE_QUERY } from './hooks/use-phone-layout';
export { ApiError, isApiError, unwrap, unwrapPage, messageOf, type PageOf } from './data/api-error';
export { createQueryClient, queryClient } from './data/query-client';
export { routeKey, routePrefix, routeQuery, routePageQuery } from './data/route-query';
export { rememberRow, replaceInPages, invalidateRoutes, forgetRow } from './data/cache';
export { formFieldOf, showServerError, type FieldMapping } from './forms/server-errors';
export { numberInputRule, numberProblemMessage, NUMBER_FIELD_TRIGGERS } from './forms/number-rule';
