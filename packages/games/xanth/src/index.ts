import type { Game } from '@questbox/engine';
import { ACTOR, CARD, OPTION, QUEST, REGION } from './data';
import { evaluate, value } from './evaluate';
import { guide } from './guide';
import { nextGoal } from './quests';
import { type Action, explainRefusal, legal, pending, score, setup, step } from './rules';
import { cloneState, type Options, optionsSchema, TABLE, type XanthState } from './state';

export type { Action } from './rules';
export type { Options, XanthState } from './state';

export type XanthView = Record<string, unknown>;

const cardName = (c: string) =>
  c in ACTOR ? ACTOR[c].name : (CARD[c]?.options.map((o) => OPTION[o].name).join(' / ') ?? c);

/** What a card played in the Beginning window names by a number: a player, or As Xanth Turns' way round. */
function meddleOf(option: string, of: number | undefined, state: XanthState): string {
  if (of === undefined) return '';
  const o = OPTION[option];
  if ('effect' in o && o.effect === 'as-xanth-turns')
    return ` (every player one seat ${of > 0 ? 'on' : 'back'})`;
  return ` (${state.players[of].name})`;
}

export const xanth: Game<XanthState, Action, XanthView, Options> = {
  id: 'xanth',
  title: 'Xanth',
  guide,
  seats: { min: 1, max: 6 },
  options: optionsSchema,
  stepBound: 80_000,
  setup: (options, seats, seed) => setup(optionsSchema.parse(options ?? {}), seats, seed),
  pending,
  legal,
  step,
  clone: cloneState,
  view: (state, seat) => TABLE.view(state, seat),
  resample: (state, seat, random) => TABLE.resample(state, seat, random, cloneState),
  zones: TABLE,
  result(state) {
    if (state.phase.kind !== 'over') return null;
    const scores = score(state);
    const v = state.options.version;
    if (state.winner !== null)
      return {
        winners: [state.winner],
        scores,
        summary: `${state.players[state.winner].name} fulfils ${scores[state.winner]} Quest(s) and wins.`,
      };
    if (v === 'monaural') {
      const n = scores[0];
      const word = n >= 24 ? 'perfect' : n >= 10 ? 'excellent' : n >= 8 ? 'very good' : 'a start';
      return { winners: n >= 8 ? [0] : [], scores, summary: `Monaural score ${n} (${word}).` };
    }
    const best = Math.max(...scores);
    return {
      winners: scores.flatMap((x, i) => (x === best ? [i] : [])),
      scores,
      summary: `The most Quests fulfilled: ${best}.`,
    };
  },
  describe(action, state) {
    switch (action.type) {
      case 'choose':
        return `lead with ${ACTOR[action.lead].name}, follow with ${ACTOR[action.follow].name}`;
      case 'step':
        return `move to ${REGION[action.to].name}`;
      case 'push':
        return `push the party to ${REGION[action.to].name}`;
      case 'play':
        return `play ${OPTION[action.option].name}${action.member ? ` on ${ACTOR[action.member].name}` : ''}${action.of !== undefined ? ` on ${state.players[action.of].name}` : ''}`;
      case 'meddle':
        return `play ${OPTION[action.option].name} on ${state.players[state.seat].name}${action.member ? ` (${ACTOR[action.member].name}${action.mine ? ` for ${ACTOR[action.mine].name}` : ''})` : ''}${action.region ? ` (${REGION[action.region].name})` : ''}${meddleOf(action.option, action.of, state)}`;
      case 'surprise':
        return `play ${OPTION[action.option].name} on the hazard`;
      case 'keep-quest':
        return 'keep a Quest for the Chosen Quest';
      case 'bearer':
        return `${ACTOR[action.member].name} carries ${action.card ? cardName(action.card) : 'the Object'}`;
      case 'conjure':
        return 'Hugo conjures the plant back';
      case 'escape':
        return `discard ${action.cards.map(cardName).join(', ')} to escape the disaster`;
      case 'react':
        return `play ${OPTION[action.option].name}${action.roll === undefined ? '' : ` on roll ${action.roll + 1}`}`;
      case 'part':
        return `${ACTOR[action.member].name} leaves the party`;
      case 'cover':
        return 'take cover and lose the turn';
      case 'brave':
        return 'brave the storm';
      case 'use':
        return `${ACTOR[action.member].name} uses ${OPTION[action.option].name}`;
      case 'offer':
        return `place ${OPTION[action.option].name} face down`;
      case 'plop':
        return `plop ${OPTION[action.option].name} face up`;
      case 'arrange':
        return 'assign your Chair Actors to the Creatures anew';
      case 'assign': {
        const ph = state.phase;
        const name = ph.kind === 'combat' ? OPTION[ph.combat.option].name : 'Creature';
        const faces = action.faces === 0 ? 'faces no Creature' : `faces ${action.faces} Creature(s)`;
        return `${ACTOR[action.member].name} ${faces} and attacks ${name} #${action.target + 1}`;
      }
      case 'allot':
        return `the Creature strikes ${ACTOR[action.member].name}`;
      case 'talent':
        return `${ACTOR[action.member].name} uses his talent this round`;
      case 'call':
        return `call the friendly ${OPTION[action.friend].name} into the fight`;
      case 'pick':
        return `take the hazard of ${state.players[action.from].name}`;
      case 'face':
        if (action.member && state.phase.kind === 'designee')
          return `${ACTOR[action.member].name} rolls for ${REGION[state.phase.region].name}`;
        return action.member ? `${ACTOR[action.member].name} faces the hazard` : 'face the hazard';
      case 'discard':
        return `discard ${cardName(action.card)}`;
      case 'peek':
        return `listen for ${state.players[action.of].name}'s hand`;
      case 'research':
        return `Ichabod reads ${state.players[action.of].name}'s Quest`;
      case 'question':
        return `take over ${state.players[action.of].name}'s Quest`;
      default:
        return action.type;
    }
  },
  secret: (_state, _seat, action) =>
    action.type === 'choose' ||
    action.type === 'offer' ||
    action.type === 'escape' ||
    action.type === 'keep-quest',
  explain: (state, seat, action) => ({
    code: 'illegal-action',
    message: explainRefusal(state, seat, action),
  }),
  evaluate,
  value,
  turn: (state) => state.turns,
  render(view) {
    const v = view as unknown as XanthState & {
      players: (XanthState['players'][number] & { hand: unknown })[];
    };
    const lines = [`Turn ${v.turns}: ${v.players[v.seat]?.name}, phase ${v.phase.kind}`];
    for (const p of v.players) {
      const goal =
        Array.isArray(p.quest) && p.quest.length > 0
          ? ` quests ${p.quest.map((q) => QUEST[q].name).join(', ')}`
          : '';
      const escorts = p.escorts.map(
        (e) => `${ACTOR[e.actor].name}${e.at ? ` waiting at ${REGION[e.at].name}` : ''}`,
      );
      lines.push(
        `${p.name} at ${p.at ? REGION[p.at].name : '-'}${goal}; party ${p.party
          .map(
            (m) =>
              `${ACTOR[m.id].name} ${m.wounds}/${m.id === 'zora-zombie' ? 6 : ACTOR[m.id].strength}${m.stone ? ' stone' : ''}`,
          )
          .join(
            ', ',
          )}${escorts.length ? `; escorting ${escorts.join(', ')}` : ''}; hand ${Array.isArray(p.hand) ? p.hand.map(cardName).join('; ') : `${p.hand} cards`}; quests ${p.questsDone.length}`,
      );
    }
    return lines.join('\n');
  },
};

export { nextGoal };
