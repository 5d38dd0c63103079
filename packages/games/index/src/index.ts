import { castlePanic } from '@questbox/castle-panic';
import { cityOfChaos } from '@questbox/city-of-chaos';
import type { AnyGame } from '@questbox/engine';
import { raceGame } from '@questbox/engine';
import { legitimacy } from '@questbox/legitimacy';
import { xanth } from '@questbox/xanth';
import { zagor } from '@questbox/zagor';

/**
 * Every game questbox knows. Server, web and CLI reach games only through here.
 * Each game package adds itself to this list when it lands.
 */
const all: AnyGame[] = [raceGame, castlePanic, legitimacy, zagor, xanth, cityOfChaos];

/** Games shown to players (the reference race is for benchmarks and tests). */
export function listedGames(): AnyGame[] {
  return all.filter((g) => !g.unlisted);
}

export function allGames(): AnyGame[] {
  return all.slice();
}

export function gameById(id: string): AnyGame | undefined {
  return all.find((g) => g.id === id);
}
