import { useState } from 'react';
import { useSessionStore } from '@agrocadena/shared-ui';

/**
 * The dialogs around a catalogue's cards: who offers it (anyone may ask), the application (a
 * logged-in user; a guest is asked to log in first) and the request sent.
 */
export function useApplyFlow<T>() {
  const userId = useSessionStore((s) => s.user?._id ?? null);
  const [providerId, setProviderId] = useState<string | null>(null);
  const [guest, setGuest] = useState(false);
  const [target, setTarget] = useState<T | null>(null);
  const [sent, setSent] = useState(false);
  return {
    userId,
    providerId,
    seeProvider: (id: string) => setProviderId(id),
    closeProvider: () => setProviderId(null),
    guest,
    closeGuest: () => setGuest(false),
    target,
    apply: (offer: T) => (userId ? setTarget(offer) : setGuest(true)),
    closeApply: () => setTarget(null),
    sent,
    /** The request went: its dialog gives way to the confirmation. */
    done: () => {
      setTarget(null);
      setSent(true);
    },
    closeSent: () => setSent(false),
  };
}
