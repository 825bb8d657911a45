import { useEffect, useState } from 'react';

/** One call's answer as a page shows it: while it is asked, its failure, or its value. */
export type Answer<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ok'; value: T };

/**
 * Asks `load` whenever it changes (memoise it on what it asks for) or `attempt` grows (a retry); an answer that
 * comes after either changed is dropped. A null `load` asks nothing and keeps 'loading'.
 */
export function useAnswer<T>(load: (() => Promise<T>) | null, attempt = 0): Answer<T> {
  const [answer, setAnswer] = useState<Answer<T>>({ kind: 'loading' });
  useEffect(() => {
    if (load === null) return undefined;
    let live = true;
    setAnswer({ kind: 'loading' });
    load().then(
      (value) => {
        if (live) setAnswer({ kind: 'ok', value });
      },
      () => {
        if (live) setAnswer({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  return answer;
}
