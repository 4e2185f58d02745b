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
  setUser: (user: SessionUser) => void;
  /** Keeps the token, replaces the profile fields shown in the top bar. */
  updateUser: (fields: Partial<Omit<SessionUser, '_id' | 'token'>>) => void;
  clear: () => void;
}

export const useSessionStore = create<SessionState>((set, get) => ({
  user: readStoredUser(),
  setUser: (user) => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    set({ user });
  },
  updateUser: (fields) => {
    const current = get().user;
    if (!current) return;
    get().setUser({ ...current, ...fields });
  },
  clear: () => {
    localStorage.removeItem(USER_STORAGE_KEY);
    set({ user: null });
  },
}));

// Another tab logging in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === USER_STORAGE_KEY) useSessionStore.setState({ user: readStoredUser() });
  });
}

export const currentUser = () => useSessionStore.getState().user;
