import { divIcon } from 'leaflet';

// Plain CSS pins: leaflet's default marker guesses its image URLs from the stylesheet, which
// breaks once webpack renames the files, and a pin must show even when no tile or image loads.
function pin(kind: 'office' | 'picker', testId: string) {
  return divIcon({
    className: `bo-marker bo-marker--${kind}`,
    html: `<span class="bo-marker-pin" data-testid="${testId}"></span>`,
    // A 44 px box a finger can hit, the pin drawn inside it with its tip on the spot.
    iconSize: [44, 44],
    iconAnchor: [22, 37],
    popupAnchor: [0, -35],
  });
}

export const officeIcon = pin('office', 'office-marker');
export const pickerIcon = pin('picker', 'picker-marker');
