import { Suspense, type ReactNode } from 'react';
import { Spin } from '../../components/feedback/spin';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/feedback/load-error';
import { LoadBoundary, retryableLazy, useRetryableLazy } from '../../components/feedback/on-demand';
import { mapFrameStyle, type PlaceMapProps } from './map-frame';
import './place-map.css';
import { Typography } from '../../components/data-display/typography';

// Leaflet, react-leaflet and their styles are a chunk of their own, fetched the first time a map is
// drawn: shared-ui is on every page, the map on a few (the page budgets of docs/performance.md,
// "What is measured"). Nothing else in shared-ui may import from ./leaflet/.
const leafletMap = retryableLazy(() => import(/* webpackChunkName: "leaflet-map" */ './leaflet/leaflet-map').then((module) => module.default));

/**
 * The suite's one map (leaflet): markers with popups, and/or picking one point by a click or by
 * dragging its pin. Drawn as soon as leaflet's chunk is there; until then a box of the same size.
 */
export function PlaceMap(props: PlaceMapProps) {
  const { t } = useTranslation('common');
  const { attempt, Lazy: LeafletMap, retry } = useRetryableLazy(leafletMap);
  const testId = props.testId ?? 'place-map';
  const waiting = (content: ReactNode, suffix: string) => (
    <div
      className="ac-map ac-map--waiting"
      style={mapFrameStyle(props.height)}
      role="region"
      aria-label={props.label}
      data-testid={`${testId}-${suffix}`}
    >
      {content}
    </div>
  );
  return (
    <LoadBoundary
      key={attempt}
      // Webpack's reason (a chunk's URL) says nothing to a farmer: the title tells what to do.
      failed={waiting(<LoadError title={t('map.loadFailed')} message={null} onRetry={retry} testId={`${testId}-failed`} />, 'failed-box')}
    >
      <Suspense
        fallback={waiting(
          <>
            <Spin />
            <Typography.Text type="secondary">{t('map.loading')}</Typography.Text>
          </>,
          'loading',
        )}
      >
        <LeafletMap {...props} testId={testId} />
      </Suspense>
    </LoadBoundary>
  );
}
