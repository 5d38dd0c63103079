import type { Board } from './board';
import { CARDS } from './cards';

/**
 * The spot where the holder in `seat` fulfils `quest`: a named spot, the holder's own start, or the
 * start of the player to the holder's right (the seat before in turn order).
 */
export function questSpotFor(
  board: Board,
  characters: readonly string[],
  seat: number,
  quest: string,
): string {
  const at = CARDS[quest].questAt!;
  if (at === 'own-start') return startOf(board, characters[seat]);
  if (at === 'right-start')
    return startOf(board, characters[(seat + characters.length - 1) % characters.length]);
  return at;
}

function startOf(board: Board, character: string): string {
  return board.starts[CARDS[character].tile!];
}
