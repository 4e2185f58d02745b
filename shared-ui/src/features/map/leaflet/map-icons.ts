import { divIcon } from 'leaflet';

// Plain CSS pins: leaflet's default marker guesses its image URLs from the stylesheet, which
// breaks once webpack renames the files, and a pin must show even when no tile or image loads.
function pin(kind: 'place' | 'picker', testId: string) {
  return divIcon({
    className: `ac-marker ac-marker--${kind}`,
    html: `<span class="ac-marker-pin" data-testid="${testId}"></span>`,
    // A 44 px box a finger can hit, the pin drawn inside it with its tip on the spot.
    iconSize: [44, 44],
    iconAnchor: [22, 37],
    popupAnchor: [0, -35],
  });
}

/** A marker's pin; `testId` names it for the tests (e.g. 'office-marker'). */
export const placeIcon = (testId: string) => pin('place', testId);
export const pickerIcon = pin('picker', 'picker-marker');
