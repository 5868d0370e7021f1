import { useCallback, useEffect, useReducer, useRef } from 'react';

/**
 * Moves focus after Add or Remove (issue 18): `focusAfterRender(id)` focuses the element with that id once the
 * component has rendered again, or on a later render of it if the element is not there yet (a member who shows once
 * the list is fetched again). Ids name places, so it focuses whatever holds the place after the change.
 */
export function useFocusAfterRender() {
  const pending = useRef<string | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const target = pending.current && document.getElementById(pending.current);
    if (!target) return;
    pending.current = null;
    target.focus();
  });
  return useCallback((id: string) => {
    pending.current = id;
    rerender();
  }, []);
}
