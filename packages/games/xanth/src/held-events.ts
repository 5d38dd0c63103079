import { random as R, type StepContext } from '@questbox/engine';
import { type Benefit, type Hazard, OPTION, REGION } from './data';
import { bareCountry, braveStorm, leave, nearby, shore } from './opponent-cards';
import { active, xonked } from './party';
import { foeWounds, rollOk } from './reaction-cards';
import { cardOfOption } from './rules';
import type { Combat, Facing, Player, Roll, XanthState } from './state';

/**
 * The Monaural and Stereo Games: "All events that come up and could be used against you should be
 * treated as having been played by your opponents (if you had friends). If they affect movement, they
 * take effect next turn. If they affect combat, they take effect during the next combat you have."
 * An event turned up in the encounter draw lies face up before the player (`against`) until its
 * moment: the cards opponents play at the Beginning strike at his next Beginning; the others at the
 * next roll, hazard, combat round or flight they answer. A choice its player would make (which
 * follow-traveler, which region) is drawn from the state's generator.
 */
type Moment = 'beginning' | 'sail' | 'hazard' | 'rolls' | 'combat' | 'flight';

const MOMENT: Record<string, Moment> = {
  'forget-whorl': 'beginning',
  'true-love': 'beginning',
  'pressing-business': 'beginning',
  'mortal-wound': 'beginning',
  'storms-at-sea': 'beginning',
  storm: 'beginning',
  'move-opponent': 'beginning',
  aversion: 'beginning',
  distraction: 'beginning',
  'bare-country': 'beginning',
  becalmed: 'sail',
  glitch: 'hazard',
  'no-avoid': 'hazard',
  'murphys-curse': 'rolls',
  trapped: 'combat',
  overflight: 'flight',
  'hot-pursuit': 'flight',
};

const effectOf = (option: string) => (OPTION[option] as Benefit).effect;

/**
 * The option of a card turned up in the encounter draw that is held against the player, or null.
 * "Move an opponent's token" needs an opponent to move it: only in the Stereo Game.
 */
export function heldOption(s: XanthState, options: string[]): string | null {
  for (const o of options) {
    if (OPTION[o].class === 'hazard') continue;
    const e = effectOf(o);
    if (!(e in MOMENT)) continue;
    if (e === 'move-opponent' && s.seats < 2) continue;
    return o;
  }
  return null;
}

/** Takes the first event held against `p` for `moment` (and fitting `fits`) off the table, or null. */
function take(
  s: XanthState,
  p: Player,
  moment: Moment,
  ctx: StepContext,
  fits?: (o: string) => boolean,
): string | null {
  const i = p.against.findIndex((o) => MOMENT[effectOf(o)] === moment && (fits?.(o) ?? true));
  if (i < 0) return null;
  const [option] = p.against.splice(i, 1);
  s.discard.push(cardOfOption(option));
  ctx.emit({ type: 'held', text: `${OPTION[option].name}, held against ${p.name}, strikes now.` });
  return option;
}

const pick = <T>(s: XanthState, list: T[]): T | undefined =>
  list.length > 0 ? list[R.int(s.rng, list.length)] : undefined;

/**
 * The events held against the mover for his Beginning strike, one after the other. True when one
 * waits on a decision (who leaves, cover or brave, Bare Country's rolls): that decision brings the
 * Beginning back here.
 */
export function strikeAtBeginning(s: XanthState, p: Player, ctx: StepContext): boolean {
  for (let option = take(s, p, 'beginning', ctx); option; option = take(s, p, 'beginning', ctx)) {
    const followers = p.party.slice(1);
    const back = { kind: 'window' as const, on: { on: 'beginning' as const }, who: [], decided: [] };
    switch (effectOf(option)) {
      case 'forget-whorl':
        p.skipTurn = true;
        if (followers.length === 0) break;
        s.phase = { kind: 'part', option, by: -1, chooser: s.seat, decided: [] };
        return true;
      case 'true-love':
        s.phase = { kind: 'part', option, by: -1, chooser: s.seat, decided: [] };
        return true;
      case 'pressing-business': {
        const m = pick(s, followers);
        if (m) leave(s, p, m.id, false, ctx);
        break;
      }
      case 'mortal-wound': {
        const m = pick(s, followers.filter(xonked));
        if (m) leave(s, p, m.id, true, ctx);
        break;
      }
      case 'storms-at-sea':
        if (REGION[p.at].kind === 'c-area' && shore(p).length > 0) p.ashore = true;
        break;
      case 'storm':
        if (REGION[p.at].kind === 'c-area') {
          // Its attacks wait in a roll window, which brings the Beginning back here.
          braveStorm(s, p, option, [], ctx);
          return true;
        }
        s.phase = { kind: 'storm', option, by: -1, decided: [] };
        return true;
      case 'move-opponent':
        p.driver = { seat: (s.seat + 1) % s.seats, walkOnly: (OPTION[option] as Benefit).walkOnly ?? false };
        break;
      case 'aversion': {
        const region = pick(s, nearby(p));
        if (region) p.averted.push(region);
        break;
      }
      case 'distraction': {
        const m = pick(s, p.party.filter(active));
        if (m) m.distracted = true;
        break;
      }
      case 'bare-country':
        s.phase = back;
        bareCountry(s, p, ctx);
        return true;
    }
    if (p.party.length === 0) return false;
  }
  return false;
}

/** A Becalmed held against the party strikes its next C Movement roll (not one by Bullrushes). */
export function heldBecalmed(s: XanthState, p: Player, ctx: StepContext): boolean {
  return take(s, p, 'sail', ctx) !== null && !p.usedTurn.includes('bullrushes');
}

/** A Glitch, a Concealment Spell or an Aimbush (on a Creature) held against the party strikes the next hazard. */
export function heldOnHazard(s: XanthState, p: Player, f: Facing, dragon: boolean, ctx: StepContext): void {
  const creature = (OPTION[f.option] as Hazard).creature !== undefined;
  if (!f.glitch && take(s, p, 'hazard', ctx, (o) => effectOf(o) === 'glitch')) f.glitch = true;
  // The Gap Dragon cannot be taken by surprise.
  if (dragon || f.surprise) return;
  const surprise = (o: string) =>
    effectOf(o) === 'no-avoid' && (!(OPTION[o] as Benefit).creatureOnly || creature);
  if (take(s, p, 'hazard', ctx, surprise)) f.surprise = true;
}

/** A Murphy's Curse held against the party makes its next passed avoidance roll fail. */
export function heldOnRolls(s: XanthState, p: Player, rolls: Roll[], ctx: StepContext): void {
  const r = rolls.find(rollOk);
  if (r && take(s, p, 'rolls', ctx)) r.failed = true;
}

/** A Trapped held against the party strikes the first round of its next combat. */
export function heldOnCombat(s: XanthState, p: Player, c: Combat, ctx: StepContext): void {
  if (c.round === 0 && take(s, p, 'combat', ctx)) c.trappedAt = foeWounds(c);
}

/** An Overflight or a Hot Pursuit held against the party strikes its next flight. */
export function heldOnFlight(
  s: XanthState,
  p: Player,
  flight: { overflight: boolean; pursuit: boolean },
  ctx: StepContext,
): void {
  if (take(s, p, 'flight', ctx, (o) => effectOf(o) === 'overflight')) flight.overflight = true;
  if (take(s, p, 'flight', ctx, (o) => effectOf(o) === 'hot-pursuit')) flight.pursuit = true;
}
