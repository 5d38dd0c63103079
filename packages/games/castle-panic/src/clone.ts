import { copyPlain, random } from '@questbox/engine';
import type { State } from './model';

/** A deep copy, written out by hand for speed. */
export function clone(st: State): State {
  return {
    ...st,
    rng: random.cloneRng(st.rng),
    hands: st.hands.map((h) => h.slice()),
    castleDeck: st.castleDeck.slice(),
    castleDiscard: st.castleDiscard.slice(),
    wizardDeck: st.wizardDeck.slice(),
    wizardDiscard: st.wizardDiscard.slice(),
    cardsOut: st.cardsOut.slice(),
    towers: st.towers.slice(),
    towerFlames: st.towerFlames.slice(),
    walls: st.walls.slice(),
    wallFlames: st.wallFlames.slice(),
    fortified: st.fortified.slice(),
    towerOwners: st.towerOwners.slice(),
    playersOut: st.playersOut.slice(),
    monsters: st.monsters.map((m) => ({ ...m })),
    bag: st.bag.slice(),
    monsterDiscard: st.monsterDiscard.slice(),
    imps: st.imps.slice(),
    tokensOut: st.tokensOut.slice(),
    tokensAside: st.tokensAside.slice(),
    harbingersAside: st.harbingersAside.slice(),
    megaBosses: st.megaBosses.slice(),
    overlordTokens: st.overlordTokens.slice(),
    trophies: st.trophies.map((t) => t.slice()),
    dead: st.dead.slice(),
    tasks: copyPlain(st.tasks),
    frames: copyPlain(st.frames),
    known: copyPlain(st.known),
  };
}
