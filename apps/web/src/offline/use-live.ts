import { liveQuery } from 'dexie';
import { useEffect, useRef, useState } from 'react';

/**
 * The value of an IndexedDB query, kept current as this tab or another one writes (Dexie
 * liveQuery). `key` names what the query reads: a new key starts a new subscription.
 */
export function useLive<T>(query: () => Promise<T>, key: string, initial: T, failed: T = initial): T {
  const [value, setValue] = useState<T>(initial);
  const latest = useRef(query);
  latest.current = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for what the query reads.
  useEffect(() => {
    const subscription = liveQuery(() => latest.current()).subscribe({
      next: setValue,
      // No IndexedDB (a private window, a test DOM): `failed` (by default the initial value).
      error: () => setValue(() => failed),
    });
    return () => subscription.unsubscribe();
  }, [key]);
  return value;
}
