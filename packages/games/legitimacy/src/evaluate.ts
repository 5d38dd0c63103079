import type { Action } from './actions';
import type { LegView } from './view';

export function evaluate(_view: LegView, _seat: number, _action: Action): number {
  return 0;
}
