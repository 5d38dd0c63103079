import { gameById } from '@questbox/games';

export function gameTitle(id: string): string {
  return gameById(id)?.title ?? id;
}
