import { useState } from 'react';
import type { Location } from '@agrocadena/contracts';
import { roundLocation } from './map-defaults';

const hasGeolocation = () => typeof navigator !== 'undefined' && Boolean(navigator.geolocation);

/** navigator.geolocation, when the browser has it: the device's position, or a failure flag. */
export function useDeviceLocation(onLocated: (location: Location) => void) {
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);

  function locate() {
    if (!hasGeolocation()) return;
    setLocating(true);
    setFailed(false);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onLocated(roundLocation(coords.latitude, coords.longitude));
      },
      () => {
        setLocating(false);
        setFailed(true);
      },
      // A phone in the field may take a while to get a fix; an old one is good enough for a place.
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  return { available: hasGeolocation(), locating, failed, locate };
}
