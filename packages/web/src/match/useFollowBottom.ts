import { type UIEvent, useEffect, useRef } from 'react';

/**
 * A scrolling list that follows its newest line (at the bottom) each time `length` grows, unless
 * the reader scrolled up to read older lines. Spread the result on the list element.
 */
export function useFollowBottom<T extends HTMLElement>(length: number) {
  const ref = useRef<T>(null);
  const atBottom = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the list each time a line is added.
  useEffect(() => {
    const el = ref.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [length]);
  const onScroll = (e: UIEvent<T>) => {
    const el = e.currentTarget;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 8;
  };
  return { ref, onScroll };
}
