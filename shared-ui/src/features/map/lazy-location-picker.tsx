import { lazy, Suspense } from 'react';
import { Spin } from '../../components/feedback/spin';
import type { LocationPickerProps } from './location-picker';
import { mapFrameStyle } from './map-frame';

// The picker (its texts, the device's location, its styles) is a chunk of its own too: most pages
// of the suite never show it, and shared-ui's entry is on all of them.
const Picker = lazy(() =>
  import(/* webpackChunkName: "location-picker" */ './location-picker').then((module) => ({ default: module.LocationPicker })),
);

/** LocationPicker (./location-picker.tsx), fetched the first time one is shown; until then a box of the map's size. */
export function LocationPicker(props: LocationPickerProps) {
  return (
    <Suspense
      fallback={
        <div className="ac-map ac-map--waiting" style={mapFrameStyle(props.height)} data-testid={`${props.testId ?? 'location-picker'}-loading`}>
          <Spin />
        </div>
      }
    >
      <Picker {...props} />
    </Suspense>
  );
}
