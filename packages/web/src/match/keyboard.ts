import { type RefObject, useEffect } from 'react';

/** True while the player is typing somewhere (a chat line, an option field): keys are theirs then. */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** Keys 1 to 9 take the listed choice of that number, unless the player is typing or a modifier is held. */
export function useNumberKeys(count: number, enabled: boolean, choose: (index: number) => void): void {
  useEffect(() => {
    if (!enabled || count === 0) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
      const n = Number(e.key);
      if (!Number.isInteger(n) || n < 1 || n > Math.min(count, 9)) return;
      e.preventDefault();
      choose(n - 1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count, enabled, choose]);
}

/**
 * Moves the focus to a new question when it comes, so the choices are the next Tab stops (not the
 * board's every spot), and never takes it from a player who is typing.
 */
export function useFocusOnNew(ref: RefObject<HTMLElement | null>, key: string, active: boolean): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes with each new question, which is the point.
  useEffect(() => {
    if (!active || typing(document.activeElement)) return;
    ref.current?.focus();
  }, [key, active, ref]);
}
