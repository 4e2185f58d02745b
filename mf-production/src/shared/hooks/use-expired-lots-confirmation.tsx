import { useState, type ReactNode } from 'react';
import type { LotExpiredConflict } from '@agrocadena/contracts';
import { isApiError, onDemand } from '@agrocadena/shared-ui';

const ExpiredLotsDialog = onDemand(() => import('../components/expired-lots-dialog').then((module) => module.ExpiredLotsDialog));

type ExpiredLots = LotExpiredConflict['lots'];

/** The lots a 409 LOT_EXPIRED names; null for any other failure. */
export function expiredLotsOf(error: unknown): ExpiredLots | null {
  if (!isApiError(error) || error.code !== 'LOT_EXPIRED') return null;
  const lots = (error.data as Partial<LotExpiredConflict> | null)?.lots;
  return Array.isArray(lots) ? lots : [];
}

export interface ExpiredLotsConfirmation {
  /**
   * When `error` is a 409 LOT_EXPIRED, asks whether the expired lots may go and, on yes, calls
   * `again` (the same write with `takeExpired: true`); true when it asked, so the caller shows no
   * refusal.
   */
  ask: (error: unknown, again: () => void) => boolean;
  /** The question, drawn while it is asked. */
  dialog: ReactNode;
}

/**
 * Expired lots never leave silently (docs/domain.md#lots): the server refuses the write naming
 * them, and the person confirms before it is sent again — the ledger records who did.
 */
export function useExpiredLotsConfirmation(): ExpiredLotsConfirmation {
  const [asked, setAsked] = useState<{ lots: ExpiredLots; again: () => void } | null>(null);

  function ask(error: unknown, again: () => void) {
    const lots = expiredLotsOf(error);
    if (lots === null) return false;
    setAsked({ lots, again });
    return true;
  }

  const dialog = asked && (
    <ExpiredLotsDialog
      lots={asked.lots}
      onConfirm={() => {
        setAsked(null);
        asked.again();
      }}
      onClose={() => setAsked(null)}
    />
  );
  return { ask, dialog };
}
