import type { GameEvent, StepContext } from '@questbox/engine';
import { TOKENS } from './data';
import { ARC_LABEL } from './labels';
import type { Monster } from './model';

/** The step context of the action being applied: rules code logs through `say` without threading it. */
let current: StepContext | null = null;

export function withLog<T>(ctx: StepContext, run: () => T): T {
  const before = current;
  current = ctx;
  try {
    return run();
  } finally {
    current = before;
  }
}

export function say(type: string, text: string, extra?: Partial<GameEvent>): void {
  current?.emit({ type, text, ...extra });
}

export function monsterName(m: Monster): string {
  return `${TOKENS[m.id].name} (${m.hp}/${m.max}) in ${ARC_LABEL(m.arc, m.ring)}`;
}
