import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error';
import { mapFrameStyle, type PlaceMapProps } from './map-frame';
import './place-map.css';

// Leaflet, react-leaflet and their styles are a chunk of their own, fetched the first time a map is
// drawn: shared-ui is on every page, the map on a few (ARCHITECTURE.md, page weight). Nothing else
// in shared-ui may import from ./leaflet/.
const loadLeafletMap = () => import(/* webpackChunkName: "leaflet-map" */ './leaflet/leaflet-map');
let LeafletMap = lazy(loadLeafletMap);

interface BoundaryProps {
  children: ReactNode;
  failed: ReactNode;
}

/** A map that could not be fetched (a weak connection) fails alone, with a retry; the form around it stays. */
class MapBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}

/**
 * The suite's one map (leaflet): markers with popups, and/or picking one point by a click or by
 * dragging its pin. Drawn as soon as leaflet's chunk is there; until then a box of the same size.
 */
export function PlaceMap(props: PlaceMapProps) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
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
  function retry() {
    // React keeps a failed lazy component failed: a new one asks for the chunk again.
    LeafletMap = lazy(loadLeafletMap);
    setAttempt((n) => n + 1);
  }
  return (
    <MapBoundary
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
    </MapBoundary>
  );
}
