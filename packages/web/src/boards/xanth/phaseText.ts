import { type Phase, REGION } from '@questbox/xanth/face';

type Window = Extract<Phase, { kind: 'window' }>;
type Trigger = Window['on'];

/** What a reaction window answers, and what the players it waits for may do. */
const ANSWERS: { [K in Trigger['on']]: string } = {
  beginning: 'the Beginning of the turn (cards played on the mover before he moves)',
  reveal: 'the hazard just revealed (cards played on it before the party tries to avoid it)',
  avoid: 'the Cunning rolls just made (cards that change them)',
  sail: 'the C Movement roll (cards played before the party sails)',
  round: 'a new combat round (a trap on the party)',
  flee: "the party's flight from combat (a pursuit)",
  drawn: 'the disaster just drawn (an Edit cancels it)',
  disaster: 'the disaster just drawn (each player pledges his discards, or it strikes)',
  played: 'the card just played (an Edit, or a trade for it)',
};

/** "A", "A and B", "A, B and C". */
function list(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Each phase of a turn in a newcomer's words; `name` names a seat. Every kind of phase has its entry. */
const WORDS: {
  [K in Phase['kind']]: (phase: Extract<Phase, { kind: K }>, name: (seat: number) => string) => string;
} = {
  'choose-actors': () => 'Sit Up: each player chooses a leader and a follow-traveler',
  window: (p, name) => {
    const waiting = p.who.filter((s) => !p.decided.includes(s)).map(name);
    return `waiting for ${waiting.length ? list(waiting) : 'the table'} to answer ${ANSWERS[p.on.on]}, or pass`;
  },
  // A storm drawn as an event has no sender (`by` -1).
  storm: (p, name) =>
    `${p.by < 0 ? 'a storm' : `${name(p.by)} sent a storm`}: the mover takes cover (and loses the turn) or braves it`,
  part: (p, name) => `a Chair Actor leaves the mover's party: ${name(p.chooser)} names which`,
  beginning: () => 'the Beginning of the turn',
  move: () => 'movement',
  designee: (p) => `the mover names the Chair Actor who rolls for ${REGION[p.region]?.name ?? p.region}`,
  offer: () => 'opponents place hazards face down',
  pick: () => 'the mover takes a hazard',
  designate: () => 'the mover names the Chair Actor who faces the hazard',
  combat: () => "combat: the mover's party fights the hazard's Creatures",
  allot: (p, name) => `${name(p.facing.by)}, whose hazard it is, names the Chair Actor a Creature strikes`,
  push: (p, name) => `${name(p.by)} pushes the fleeing party`,
  bearer: () => 'naming the Chair Actor who carries a new Object',
  end: () => 'the End of the turn',
  question: () => 'the Question Quest',
  over: () => 'the game is over',
};

/** The status line's words for `phase`. */
export function phaseText(phase: Phase, name: (seat: number) => string): string {
  return (WORDS[phase.kind] as (p: Phase, n: typeof name) => string)(phase, name);
}
