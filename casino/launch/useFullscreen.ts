import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Whether the browser lets the page go full screen, whether `target` is, and the toggle. */
export function useFullscreen(target: RefObject<HTMLElement | null>): {
  available: boolean;
  active: boolean;
  toggle: () => void;
} {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = (): void =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);
  const toggle = useCallback(() => {
    // A refusal (no permission, an iframe without allowfullscreen) leaves the page as it was: nothing to say.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void target.current?.requestFullscreen().catch(() => undefined);
  }, [target]);
  return { available: document.fullscreenEnabled === true, active, toggle };
}
