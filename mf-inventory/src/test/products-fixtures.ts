import type { PartyRef, Product, SessionUser, StockMovement } from '@agrocadena/contracts';
import { ok, oversized, pdfFile, pngFile, SESSION_USER } from '@agrocadena/shared-ui/src/testing';

export const asUser = (userType: SessionUser['userType']): SessionUser => ({ ...SESSION_USER, userType });

/** A product of the session user: 10 Kg at $ 5.000 each ($ 50.000 of stock). */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    name: 'Mango Tommy',
    description: 'Mango de Ciénaga, cosecha de temporada, calibre grande para exportación',
    type: 'RAW_MATERIAL',
    unitMeasure: 'Kg',
    price: 4500,
    amount: 10,
    reserved: 0,
    unitCost: 5000,
    stockValue: 50000,
    public: true,
    image: '/uploads/products/p1.webp',
    imageThumbnail: '/uploads/products/p1-thumb.webp',
    technicalDocument: null,
    technicalDocumentName: null,
    user: { _id: SESSION_USER._id, firstName: 'Ana', enterpriseName: null },
    expiryWarningDays: 7,
    nextExpiry: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aMovement(overrides: Partial<StockMovement> = {}): StockMovement {
  return {
    _id: 'm1',
    date: '2026-03-01T10:00:00.000Z',
    change: 10,
    unitCost: 5000,
    amountAfter: 10,
    unitCostAfter: 5000,
    stockValueAfter: 50000,
    reason: 'initial',
    reference: null,
    execution: null,
    request: null,
    transportCost: null,
    lots: [],
    ...overrides,
  };
}

/** The other party of a ledger row's request or run: a person unless given an enterprise name. */
export function aParty(overrides: Partial<PartyRef> = {}): PartyRef {
  return { _id: 'u2', firstName: 'Luis', lastName: 'Mendoza', enterpriseName: null, ...overrides };
}

/** A paged envelope as the list endpoints answer. */
export const page = <T>(data: T[], totalItems: number) => ({ ...ok(data), totalItems });

/** jsdom has no object URLs: the image preview gets a fixed one. */
export function stubObjectUrls() {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
}

/** A product photo with a real PNG's first bytes (the pickers judge files by their content). */
export const imageFile = (name = 'mango.png', type = 'image/png') => pngFile(name, type);
export { oversized, pdfFile };
