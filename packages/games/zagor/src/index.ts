import type { Game } from '@questbox/engine';
import { describe, secret } from './describe';
import { evaluate, value } from './evaluate';
import { guide } from './guide';
import { renderView } from './render';
import { scoreBreakdown, scoreTable, winner } from './score';
import { setup } from './setup';
import { cloneState, type Options, optionsSchema, type ScoreLine, table, type ZagorState } from './state';
import { type Action, legalActions, stepAction, topAsk } from './turn';

export { builtInFiles, loadPack } from './data';
export type { Options, ZagorState } from './state';
export type { Action } from './turn';

export type ZagorView = Record<string, unknown> & { scoreTable?: ScoreLine[] };

const PROMPTS: Record<string, string> = {
  pick: 'Take an Action die',
  move: 'Move (or stay)',
  face: 'Face an Encounter',
  fight: 'Fight: use a Hold token or Dynamite, then attack',
  reroll: 'Reroll an Attack die?',
  equip: 'Equip it, replace a piece, or discard it',
  helm: 'Take an Object or a Treasure from the Galley',
  holdPick: 'Choose a Hold token',
  chest: 'Store Treasures in the Chest',
  command: "Moreland's Command: choose a steamboat space",
  steal: "Frisco Kid's Shrewdness: steal a piece of equipment",
  zpower: "Choose Zagor's power",
  cpower: "Choose Cico's power",
  leap: 'Move Zagor',
  caramba: 'Choose a steamboat space for your character',
  fork: 'The river forks: choose the channel',
  absorb: 'Carnivorous Plants: how many wounds does this character absorb?',
  volcano: 'Place the Volcano',
  first: 'Choose what is resolved first',
  collapse: 'Place the Stone Pinnacle',
  assault: 'Assault: take a Scar to cancel an effect?',
  telescope: 'Put the Event back on top or at the bottom',
  lose: 'Discard a piece of equipment',
  slave: 'Marie Laveau: give her a Human or Animal trophy as a Slave',
  side: 'Choose the side of the river the Enemy strikes',
  beast: 'Remove a Beast card from the steamboat',
};

const ENDS = {
  sunk: 'The Athena sinks before reaching the Fort: everyone loses.',
  monkeys: 'The Monkeys reach their camp and sabotage the journey: everyone loses.',
  docked: 'The Athena docks in front of the Fort',
  exhausted: 'The Event deck is exhausted and the Athena is placed at the Fort',
};

export const zagor: Game<ZagorState, Action, ZagorView, Options> = {
  id: 'zagor',
  title: 'Zagor: Odissea Americana',
  guide,
  seats: { min: 2, max: 5 },
  options: optionsSchema,
  stepBound: 6000,
  setup,
  pending(state) {
    if (state.over) return [];
    const top = topAsk(state);
    return top ? [{ seat: top.seat, prompt: PROMPTS[top.q.a] }] : [];
  },
  legal: legalActions,
  step: (state, seat, action, ctx) => stepAction(state, seat, action, ctx),
  clone: cloneState,
  view(state, seat) {
    const v = table.view(state, seat) as ZagorView;
    if (state.over) v.scoreTable = scoreTable(state);
    return v;
  },
  result(state) {
    if (!state.over) return null;
    const lines = scoreTable(state);
    const scores = lines.map((l) => l.total);
    const breakdown = scoreBreakdown(state, lines);
    if (state.over === 'sunk' || state.over === 'monkeys')
      return { winners: [], scores, breakdown, summary: ENDS[state.over] };
    const w = winner(state, lines);
    // A tie on points is settled by the seating, which the table does not show: the summary says so.
    const tied = scores.flatMap((n, seat) => (n === scores[w] && seat !== w ? [`seat ${seat + 1}`] : []));
    const tieBreak = tied.length
      ? ` Tied with ${tied.join(' and ')}: a tie goes to the Helmsman, or else to the first of the tied players clockwise from the Helmsman.`
      : '';
    return {
      winners: [w],
      scores,
      breakdown,
      summary: `${ENDS[state.over]}: seat ${w + 1} wins with ${scores[w]} points.${tieBreak}`,
    };
  },
  describe,
  secret,
  resample: (state, seat, random) => table.resample(state, seat, random, cloneState),
  zones: table,
  turn: (state) => state.round * 100 + state.turnIndex,
  render: renderView,
  evaluate,
  value,
};
