// What a logged-in page shows: the core (also shared on its own as `@agrocadena/shared-ui/core`,
// see core.ts) and the components a page draws at first paint, all drawn without antd. Forms come
// from `@agrocadena/shared-ui/forms` (forms.ts), antd's dialogs and pickers from
// `@agrocadena/shared-ui/antd-forms` (antd-forms.ts), the remotes' dev harness from
// `@agrocadena/shared-ui/harness`: each is shared on its own and loaded when first needed.
export * from './core';
export { AppProviders } from './components/providers/app-providers';
// Calls of the API by route: they bring the route map (and TypeBox, its schemas) with them.
export { uploadFile } from './api/upload-file';
export { useDepartments, useTowns } from './features/geo/use-geo';
export { useUnseenRequests, toUnseenState, type UnseenRequestsState } from './features/requests/unseen-requests';
export { useLiveChanges } from './data/use-live-changes';
export { STALE_BY_TOPIC, invalidateTopics } from './data/stale-by-topic';
export { openLiveConnection, type LiveStatus, type OpenEventSource, type EventSourceLike } from './data/live-connection';
export { rememberNewProvider, takeNewProvider } from './features/contacts/new-provider';
export { PageRoot } from './components/layout/page-root';
export { Button, type ButtonProps } from './components/buttons/button';
export { Alert, type AlertType } from './components/feedback/alert';
export { Spin } from './components/feedback/spin';
export { Card } from './components/data-display/card';
export { Tabs, type TabItem } from './components/navigation/tabs';
export { useToast, type Toast } from './components/feedback/toast';
export { SectionUnavailable } from './components/feedback/section-unavailable';
export { SectionNotInVersion } from './components/feedback/section-not-in-version';
export { PageCard } from './components/layout/page-card';
export { Typography } from './components/data-display/typography';
export { Avatar } from './components/data-display/avatar';
export { Inline } from './components/layout/inline';
export { Tag } from './components/data-display/tag';
export { Skeleton } from './components/feedback/skeleton';
export { CountBadge } from './components/data-display/count-badge';
export { Result } from './components/feedback/result';
export { ReadMore } from './components/data-display/read-more';
export { PaginatedTable } from './components/data-display/paginated-table';
export { DataTable, type DataColumn } from './components/data-display/data-table';
export { Pager } from './components/navigation/pager';
export { LoadError } from './components/feedback/load-error';
export { onDemand } from './components/feedback/on-demand';
export { LinkButton } from './components/buttons/link-button';
export { PersonButton } from './components/buttons/person-button';
export { FileButton } from './components/buttons/file-button';
export { EmptyState } from './components/feedback/empty-state';
export { ListBody } from './components/data-display/list-body';
export { RowAction } from './components/buttons/row-action';
export { SuggestInput } from './components/inputs/suggest-input';
export { useSuggestions } from './hooks/use-suggestions';
// Maps: the components are light; leaflet itself comes in its own chunk when a map is first drawn
// (features/map/place-map.tsx), never with this entry.
export { PlaceMap } from './features/map/place-map';
export { LocationPicker } from './features/map/lazy-location-picker';
export type { LocationPickerProps } from './features/map/location-picker';
export type { MapMarker, PlaceMapProps } from './features/map/map-frame';
export { ATLANTICO_CENTER, DEFAULT_MAP_CENTER, PLACE_ZOOM } from './features/map/map-defaults';
