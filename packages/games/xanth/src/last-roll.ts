import { ACTOR, BOARD, OPTION, REGION } from './data';
import { against, rollOk } from './reaction-cards';
import type { LastRoll, Roll, RollFor, Trigger, XanthState } from './state';

/**
 * Who rolled and what for, in words: one source for the roll window's prompt and for the latest
 * roll the table shows (`lastRoll`).
 */
export function rollWords(s: XanthState, f: RollFor): { roller: string; purpose: string } {
  const player = s.players[s.seat].name;
  const party = `${player}'s party`;
  switch (f.kind) {
    case 'first':
      return {
        roller: f.tie ? 'Each player tied highest' : 'Every player',
        purpose: 'to see who goes first (the dicey situation)',
      };
    case 'hazard':
      return { roller: party, purpose: `to avoid ${OPTION[f.facing.option].name}` };
    case 'illusion':
      return { roller: party, purpose: 'against the Illusion' };
    case 'bare-country':
      return { roller: party, purpose: 'against Bare Country' };
    case 'leave':
      return { roller: party, purpose: `against ${REGION[s.players[s.seat].at].name}` };
    case 'enter':
      return { roller: party, purpose: `against ${REGION[f.region].name}` };
    case 'humfrey':
      return { roller: party, purpose: `against ${REGION.humfrey.name}` };
    case 'attack':
      return {
        roller: f.attacker === 'friend' ? `The friend of ${party}` : ACTOR[f.attacker].name,
        purpose: `to hit ${OPTION[f.combat.option].name}`,
      };
    case 'strike':
      return { roller: `${OPTION[f.combat.option].name} #${f.foe + 1}`, purpose: `to hit ${party}` };
    case 'poison':
      return { roller: party, purpose: `for Strength against the poison of ${OPTION[f.combat.option].name}` };
    case 'gaze':
      return { roller: `The ${OPTION[f.combat.option].name}`, purpose: `its gaze at ${party}` };
    case 'windbag':
      return { roller: `The ${OPTION[f.combat.option].name}`, purpose: "against the Windbag's gale" };
    case 'stun':
      return { roller: party, purpose: `for Strength against the ${OPTION[f.facing.option].name}` };
    case 'tax':
      return { roller: `The ${OPTION[f.facing.option].name}`, purpose: `its attacks on ${party}` };
    case 'storm':
      return { roller: `The ${OPTION[f.option].name}`, purpose: `its attacks on ${party}` };
    case 'creatures':
      return { roller: player, purpose: `the number of ${OPTION[f.facing.option].name} that come to battle` };
    case 'tax-count':
      return {
        roller: `The ${OPTION[f.facing.option].name}`,
        purpose: `how many attacks it makes on ${party}`,
      };
    case 'storm-count':
      return { roller: `The ${OPTION[f.option].name}`, purpose: `how many attacks it makes on ${party}` };
    case 'lost-turns':
      return { roller: `The ${OPTION[f.facing.option].name}`, purpose: `how many turns ${party} loses` };
    case 'swarm-count':
      return { roller: 'The Wiggle Swarm', purpose: 'how many attacks it makes on every party' };
    case 'swarm':
      return { roller: 'The Wiggle Swarm', purpose: 'its attacks on every party' };
    case 'annex':
      return { roller: REGION.hells_annex.name, purpose: `to spin ${party}` };
    case 'cure':
      return { roller: 'Humfrey', purpose: `for a cure for ${party}` };
    case 'guess':
      return { roller: player, purpose: `on the Quackgrass call for ${ACTOR[f.member].name}` };
  }
}

/** What passing and failing mean for a roll of this kind (the party's own, or one against it). */
function resultWords(f: RollFor, r: Roll): [string, string] {
  switch (f.kind) {
    case 'attack':
    case 'strike':
    case 'tax':
    case 'storm':
    case 'swarm':
      return ['hit', 'missed'];
    case 'gaze':
      return ['stone', 'missed'];
    case 'windbag':
      return ['stays', 'blown away'];
    case 'cure':
      return ['cure found', 'no cure'];
    case 'guess':
      return ['right call', 'wrong call'];
    default:
      return against(r) ? ['hit', 'missed'] : ['passed', 'failed'];
  }
}

/** What a count says, in words: so many Creatures, attacks or turns. */
function countWords(f: RollFor, n: number): string {
  switch (f.kind) {
    case 'first':
      return `${n}`;
    case 'creatures':
      return `${n} Creature(s)`;
    case 'lost-turns':
      return `${n} turn(s) lost`;
    default:
      return `${n} attack(s)`;
  }
}

function need(r: Roll, f: RollFor): string {
  switch (r.test) {
    case 'count':
      return f.kind === 'first' ? 'the highest' : 'a count';
    case 'doubles':
      return 'doubles';
    case 'odd':
      return 'odd';
    case 'spin':
      return 'an exit';
    default:
      return `${r.cunning} or less`;
  }
}

/**
 * Whom one roll of a set concerns: the Chair Actor who rolled (or was aimed at), the friend, a
 * Creature facing the gale; with his player's name when the roll names a party (Wiggle Swarm).
 */
function whom(s: XanthState, r: Roll, f: RollFor): string {
  if (f.kind === 'windbag') return `#${r.foe! + 1}`;
  if (r.member === 'friend') return 'friend';
  const name = ACTOR[r.member]?.name ?? '';
  const player = r.seat === undefined ? '' : s.players[r.seat].name;
  const who = !player ? name : name ? `${name} (${player})` : player;
  return name && against(r) ? `at ${who}` : who;
}

/** The table's latest roll from a roll window's rolls, as they stand now (after the cards played on them). */
export function recordRolls(s: XanthState, on: Extract<Trigger, { on: 'avoid' }>): void {
  const { roller, purpose } = rollWords(s, on.for);
  const rolls: LastRoll['rolls'] = on.rolls.map((r) => {
    let result: string;
    if (r.test === 'spin') result = `out by ${REGION[BOARD.hellsAnnexExits[r.cubes[0] - 1]].name}`;
    else if (r.test === 'count')
      result = countWords(
        on.for,
        r.cubes.reduce((a, b) => a + b, 0),
      );
    else {
      const [pass, fail] = resultWords(on.for, r);
      result = rollOk(r) ? pass : r.failed ? `${fail} (by a card)` : fail;
    }
    return { by: whom(s, r, on.for), cubes: r.cubes.slice(), need: need(r, on.for), result };
  });
  s.lastRoll = { seat: s.seat, turn: s.turns, by: roller, for: purpose, rolls };
}

/** The table's latest roll from a C Movement roll. */
export function recordSail(s: XanthState, on: Extract<Trigger, { on: 'sail' }>): void {
  const p = s.players[s.seat];
  const dist = Math.max(...on.cubes) - Math.min(...on.cubes);
  const result = on.becalmed ? 'becalmed' : `${dist} C Area(s)`;
  s.lastRoll = {
    seat: s.seat,
    turn: s.turns,
    by: p.name,
    for: 'for C Movement',
    rolls: [{ by: p.name, cubes: on.cubes.slice(), need: 'the difference', result }],
  };
}
