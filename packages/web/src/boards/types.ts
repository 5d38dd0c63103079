import type { ComponentType } from 'react';
import type { LegalChoice, SeatInfo } from '../protocol';

export interface BoardProps<View = unknown> {
  view: View;
  /** The seat on screen; null for a spectator. */
  seat: number | null;
  seats: SeatInfo[];
  /** The seat's legal choices now; the board highlights those that have a place on it. */
  legal: LegalChoice[];
  /** Sends an action; one that is not legal comes back with the game's reason, shown to the player. */
  act(action: unknown): void;
  /** An action is on its way: the board should not offer another. */
  busy: boolean;
}

export interface BoardDefinition {
  // biome-ignore lint/suspicious/noExplicitAny: each board narrows the view to its own game's shape.
  component: ComponentType<BoardProps<any>>;
  /** Whether this view holds what other seats must not see (a hand): hot-seat then covers the screen between seats. */
  hides(view: unknown): boolean;
}
