// A page's whole (unpaged) list from one call — the shop's packages, gift rules, staff: the answer (null while it
// loads), the load error, `reload`, and `act` for a row's action (run it, then load again; a refusal as a toast).
import { message } from 'antd';
import { useCallback, useEffect, useState } from 'react';

export function useList<A>(fetch: () => Promise<A>) {
  const [data, setData] = useState<A | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => fetch().then(setData, (e: Error) => setError(e.message)), [fetch]);
  useEffect(() => void reload(), [reload]);
  const act = (p: Promise<unknown>) => p.then(reload, (e: Error) => void message.error(e.message));
  return { data, error, setError, reload, act };
}
