import type { BranchOffice } from '@agrocadena/contracts';
import type { MapMarker } from '@agrocadena/shared-ui';
import './office-popup.css';

/** What a marker tells when clicked: name, address and description. */
export function OfficePopup({ office }: { office: BranchOffice }) {
  return (
    <div data-testid={`office-popup-${office.name}`}>
      <strong className="bo-popup-name">{office.name}</strong>
      <span className="bo-popup-line">{office.address}</span>
      {office.description && <span className="bo-popup-line">{office.description}</span>}
    </div>
  );
}

export function toMapMarker(office: BranchOffice): MapMarker {
  return { id: office._id, position: office.location, title: office.name, popup: <OfficePopup office={office} /> };
}
