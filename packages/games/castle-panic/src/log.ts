import type { GameEvent, StepContext } from '@questbox/engine';
import { TOKENS } from './data';
import { ARC_LABEL } from './labels';
import type { Monster } from './model';

/** Logs an event to the step being applied: the context travels with the rules call, never in a global. */
export function say(ctx: StepContext, type: string, text: string, extra?: Partial<GameEvent>): void {
  ctx.emit({ type, text, ...extra });
}

/** The context of rules run outside an applied action (setup, tests): nothing is logged. */
export const quiet: StepContext = { emit() {} };

export function monsterName(m: Monster): string {
  return `${TOKENS[m.id].name} (${m.hp}/${m.maxHp}) in ${ARC_LABEL(m.arc, m.ring)}`;
}
