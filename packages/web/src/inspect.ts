import { create } from 'zustand';

export interface Inspected {
  title: string;
  text: string;
}

/** The card or piece under the pointer or keyboard focus, described in the card panel. */
export const useInspect = create<{ inspected: Inspected | null; set(i: Inspected | null): void }>((set) => ({
  inspected: null,
  set: (inspected) => set({ inspected }),
}));

/** Props that make an element describe itself on hover and on keyboard focus. */
export function inspectable(item: Inspected) {
  const show = () => useInspect.getState().set(item);
  const hide = () => {
    const current = useInspect.getState().inspected;
    if (current?.title === item.title && current.text === item.text) useInspect.getState().set(null);
  };
  return { onMouseEnter: show, onMouseLeave: hide, onFocus: show, onBlur: hide };
}
