import { create } from 'zustand';
import type { SessionUser } from '@agrocadena/contracts';

export const USER_STORAGE_KEY = 'USER';

function readStoredUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as SessionUser;
    return user && typeof user._id === 'string' && typeof user.token === 'string' ? user : null;
  } catch {
    return null;
  }
}

interface SessionState {
  user: SessionUser | null;
  /** The server refused the stored session (401): the log-in page says so and leads back. */
  expired: boolean;
  setUser: (user: SessionUser) => void;
  /** Keeps the token, replaces the profile fields shown in the top bar. */
  updateUser: (fields: Partial<Omit<SessionUser, '_id' | 'token'>>) => void;
  /** The user left (log out, password changed). */
  clear: () => void;
  /** The server no longer knows the stored token. */
  expire: () => void;
}

export const useSessionStore = create<SessionState>((set, get) => ({
  user: readStoredUser(),
  expired: false,
  setUser: (user) => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    set({ user, expired: false });
  },
  updateUser: (fields) => {
    const current = get().user;
    if (!current) return;
    get().setUser({ ...current, ...fields });
  },
  clear: () => {
    localStorage.removeItem(USER_STORAGE_KEY);
    set({ user: null, expired: false });
  },
  expire: () => {
    localStorage.removeItem(USER_STORAGE_KEY);
    set({ user: null, expired: true });
  },
}));

// Another tab logging in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === USER_STORAGE_KEY) useSessionStore.setState({ user: readStoredUser() });
  });
}

export const currentUser = () => useSessionStore.getState().user;
