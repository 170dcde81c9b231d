// Who is logged in to the console (GET /p/user/userInfo through the token cookie), and the store session of the
// seller centre (POST /p/seller/session with the store password; its token lives in this tab's sessionStorage).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { UserInfo } from '@mall/shared';
import { api, onAuthLost, sessionCall, storeToken } from './api';

export type StoreSession = { storeToken: string; shopId: number; shopName: string; expiresAt: string };

type SessionState = {
  /** undefined while loading, null when logged out */
  user: UserInfo | null | undefined;
  hasStoreSession: boolean;
  login: (userName: string, passWord: string) => Promise<void>;
  logout: () => Promise<void>;
  enterStore: (password: string) => Promise<void>;
  leaveStore: () => void;
};

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<UserInfo | null | undefined>(undefined);
  const [hasStoreSession, setHasStoreSession] = useState(() => storeToken.get() !== null);

  const reload = useCallback(async () => {
    try {
      setUser(await api<UserInfo>('/p/user/userInfo'));
    } catch {
      setUser(null);
    }
  }, []);

  useEffect(() => {
    let live = true;
    api<UserInfo>('/p/user/userInfo').then((u) => live && setUser(u), () => live && setUser(null));
    const stop = onAuthLost((what) => {
      storeToken.clear();
      setHasStoreSession(false);
      if (what === 'login') setUser(null);
    });
    return () => {
      live = false;
      stop();
    };
  }, []);

  const value = useMemo<SessionState>(() => ({
    user,
    hasStoreSession,
    async login(userName, passWord) {
      await sessionCall({ intent: 'login', userName, passWord });
      storeToken.clear();
      setHasStoreSession(false);
      await reload();
    },
    async logout() {
      if (storeToken.get()) await api('/p/seller/session', { method: 'DELETE' }).catch(() => null);
      storeToken.clear();
      setHasStoreSession(false);
      await sessionCall({ intent: 'logout' }).catch(() => null);
      setUser(null);
    },
    async enterStore(password) {
      const s = await api<StoreSession>('/p/seller/session', { method: 'POST', body: { password } });
      storeToken.set(s.storeToken);
      setHasStoreSession(true);
    },
    leaveStore() {
      storeToken.clear();
      setHasStoreSession(false);
    },
  }), [user, hasStoreSession, reload]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
