import { divIcon } from 'leaflet';

// Plain CSS pins: leaflet's default marker guesses its image URLs from the stylesheet, which
// breaks once webpack renames the files, and a pin must show even when no tile or image loads.
function pin(kind: 'office' | 'picker', testId: string) {
  return divIcon({
    className: `bo-marker bo-marker--${kind}`,
    html: `<span class="bo-marker-pin" data-testid="${testId}"></span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 30],
    popupAnchor: [0, -28],
  });
}

export const officeIcon = pin('office', 'office-marker');
export const pickerIcon = pin('picker', 'picker-marker');
