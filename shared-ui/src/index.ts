export * from './constants';
export * from './types/entities';
export { i18n, registerNamespace, SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type AppLanguage } from './i18n/i18n';
export { useLanguageStore } from './i18n/language-store';
export { useSessionStore, currentUser, USER_STORAGE_KEY } from './session/session-store';
export { api, apiRequest, API_BASE, type ApiResult, type ApiSuccess, type ApiFailure, type RequestOptions } from './api/api-client';
export { formatCOP, parseMoneyInput, formatAmount } from './format/money';
export { formatDate, formatDateTime, timeAgo, DATE_FORMAT, DATE_TIME_FORMAT } from './format/dates';
export { AppProviders, theme } from './components/app-providers';
export { SectionUnavailable } from './components/section-unavailable';
export { mountDevHarness, type HarnessPage } from './harness/dev-harness';
export { useDepartments, useTowns, fetchDepartments, fetchTowns } from './features/geo/use-geo';
export { DepartmentSelect } from './features/geo/department-select';
export { TownSelect } from './features/geo/town-select';
export { LanguageSelect } from './components/language-select';
export { SectionNotInVersion } from './components/section-not-in-version';
export {
  useUnseenRequests,
  useUnseenRequestsStore,
  refreshUnseenRequests,
  setUnseenRequests,
  notifyUnseenRequestsChanged,
  UNSEEN_REQUESTS_EVENT,
  type UnseenRequestsState,
} from './features/requests/unseen-requests';
export { IMAGE_TYPES, IMAGE_MAX_MB, isAcceptableImage, DOCUMENT_TYPES, DOCUMENT_MAX_MB, isAcceptableDocument } from './files/image-rules';
export { PageCard } from './components/page-card';
export { MoneyInput } from './components/money-input';
export { ReadMore } from './components/read-more';
export { PaginatedTable } from './components/paginated-table';
export { LoadError } from './components/load-error';
export { usePagedList, type PageFetcher } from './hooks/use-paged-list';
