import { useSyncExternalStore } from 'react';

/** How long each event of an action stays alone on screen before the next joins it, in milliseconds. */
export const PACES = { Instant: 0, Fast: 250, Normal: 700, Slow: 1400 } as const;

const KEY = 'questbox.pace';
const CHANGED = 'questbox-pace';

function read(): number {
  const stored = Number(localStorage.getItem(KEY));
  if (localStorage.getItem(KEY) !== null && Number.isFinite(stored) && stored >= 0) return stored;
  return matchMedia('(prefers-reduced-motion: reduce)').matches ? PACES.Instant : PACES.Normal;
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The player's playback pace, kept in this browser (a reduced-motion setting starts it at Instant). */
export function usePace(): number {
  return useSyncExternalStore(subscribe, read);
}

export function setPace(ms: number): void {
  localStorage.setItem(KEY, String(ms));
  window.dispatchEvent(new Event(CHANGED));
}
