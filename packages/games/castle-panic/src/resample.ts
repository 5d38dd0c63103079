import { random } from '@questbox/engine';
import { clone } from './clone';
import { TOKENS } from './data';
import type { State } from './model';

const byNumber = (a: number, b: number) => a - b;

/**
 * A state drawn from what `seat` knows. Hands, the board and the discard piles are open; hidden are
 * the order of both decks, the generator (every future roll), which Harbingers went in the bag
 * (the Overlord knows its picks), which tokens Random Panic took out, and the Overlord's tokens
 * (from the Castle players). Those are dealt again at random from sorted pools, so the result
 * depends only on the seat's view. Cards that Eye of the Oracle put back on top are shuffled in
 * with the rest: the sample forgets what that player saw, it never learns more.
 */
export function resample(st: State, seat: number, rand: () => number): State {
  const s = clone(st);
  s.rng = random.createRng(`resample:${rand()}`);
  s.castleDeck = random.shuffle(s.rng, s.castleDeck.sort(byNumber));
  s.wizardDeck = random.shuffle(s.rng, s.wizardDeck.sort(byNumber));

  const overlord = seat === s.overlordSeat && s.overlordSeat >= 0;
  const randomOut = s.options.randomMonsters > 0 && s.options.wizardsTower && !s.options.monsterShortage;
  // A token out of the game whose place is unknown: an unrevealed Harbinger, or a Random Panic removal.
  const mayBeOut = (id: number) => {
    const t = TOKENS[id];
    if (t.kind === 'harbinger') return !overlord && s.megaBosses.some((m) => TOKENS[m].key === t.mega);
    return randomOut && t.set === 'base';
  };
  const hiddenOut = s.tokensOut.filter(mayBeOut);
  const ovHidden = !overlord && s.overlordSeat >= 0;
  const unknown = [...s.bag, ...hiddenOut, ...(ovHidden ? s.overlordTokens : [])].sort(byNumber);
  // Fill the out-of-game places first, from the tokens that can be there; the rest go to the bag and the Overlord.
  const outPool = random.shuffle(s.rng, unknown.filter(mayBeOut));
  const out = outPool.slice(0, hiddenOut.length);
  const rest = random.shuffle(
    s.rng,
    unknown.filter((id) => !out.includes(id)),
  );
  s.tokensOut = [...s.tokensOut.filter((id) => !mayBeOut(id)), ...out].sort(byNumber);
  if (ovHidden) s.overlordTokens = rest.splice(0, s.overlordTokens.length).sort(byNumber);
  s.bag = rest.sort(byNumber);
  return s;
}
