import { create } from 'zustand';
import type { LegalChoice } from '../protocol';

/** The choice button under the pointer or keyboard focus: the board marks where that choice acts. */
export const usePointedChoice = create<{ pointed: string | null; set(p: string | null): void }>((set) => ({
  pointed: null,
  set: (pointed) => set({ pointed }),
}));

export const choiceKey = (choice: LegalChoice) => JSON.stringify(choice.action);

/** Whether one of `choices` is the pointed one. */
export function usePointedAmong(choices: LegalChoice[]): boolean {
  const pointed = usePointedChoice((s) => s.pointed);
  return pointed !== null && choices.some((c) => choiceKey(c) === pointed);
}
