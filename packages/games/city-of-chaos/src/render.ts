import { PLAYER_CARDS } from './combat';
import { ACTION_CARDS, nameOf } from './data';
import { DUEL_SETS } from './duel';
import { orders } from './magic';
import { squareAt, tileData } from './map';
import type { CocState } from './state';
import { TOME } from './tome';
import type { Action } from './turn';
import { legalChoices } from './turn';
import type { CocView } from './view';

const CARD = new Map(ACTION_CARDS.map((c) => [c.id, c]));
const cardOf = (instance: string) => CARD.get(instance.replace(/#\d+$/, ''))!;

const DIRECTION: Record<string, string> = { '0,-1': 'north', '1,0': 'east', '0,1': 'south', '-1,0': 'west' };

/** An action in a player's words, for the log, the terminal and screen readers. */
export function describeAction(action: Action, state: CocState): string {
  const p = state.players[state.seat];
  const phase = state.phase;
  switch (action.t) {
    case 'roll':
      return 'Roll the D8 and move';
    case 'stay':
      return 'Stay in this Location';
    case 'step': {
      const way = p.at ? DIRECTION[`${action.x - p.at[0]},${action.y - p.at[1]}`] : undefined;
      const sq = squareAt(state, action.x, action.y);
      const what =
        sq === null
          ? ' onto a new tile'
          : sq === 'D'
            ? ' through a door'
            : sq === 'X'
              ? ' to the City Gates'
              : '';
      return `Step ${way ?? `to ${action.x},${action.y}`}${what}`;
    }
    case 'option':
      return phase.kind === 'card' ? cardOf(phase.card).options[action.i].label : `Option ${action.i + 1}`;
    case 'interact':
      return action.calm
        ? 'Cast Calm and Greet'
        : { greet: 'Greet', help: 'Help', threaten: 'Threaten' }[action.how];
    case 'choose':
      return phase.kind === 'read'
        ? (legalChoices(state, state.seat, phase.paragraph)[action.i]?.label ?? `Choice ${action.i + 1}`)
        : `Choice ${action.i + 1}`;
    case 'card': {
      const c = PLAYER_CARDS[action.i];
      const spell = action.spell ? `, casting ${nameOf(action.spell)}` : '';
      return `Play the combat card Attack ${c.attack} / Defence ${c.defence}${spell}`;
    }
    case 'use':
      return `Use ${nameOf(action.card)}`;
    case 'order': {
      const order = orders(state.actionPile.length)[action.i] ?? [];
      return `Put back the top Action cards as ${order.map((k) => state.actionPile[k]).join(', ')}`;
    }
    case 'leave':
      return 'Leave the City by the Gates';
    case 'attack':
      return `Attack ${state.players[action.seat].name}`;
    case 'join':
      return `Join ${state.players[action.seat].name}'s battle`;
    case 'ally-card': {
      const c = PLAYER_CARDS[action.i];
      return `Add the combat card Attack ${c.attack} / Defence ${c.defence}`;
    }
    case 'adjust':
      return `${action.by > 0 ? 'Add' : 'Take'} ${Math.abs(action.by)} ${action.by > 0 ? 'to' : 'from'} the roll`;
    case 'reroll':
      return 'Read the Map of Byronitar and roll again';
    case 'stop':
      return 'End the move here';
    case 'pick': {
      // The Crimson and Blue sets hold the same scores.
      const c = DUEL_SETS[0][action.i];
      return `Choose the combat card Attack ${c.attack} / Defence ${c.defence}`;
    }
    case 'duel-on':
      return 'Remain in the fight';
    case 'duel-flee':
      return 'Try to flee the fight';
    case 'fight-on':
      return 'Remain in combat';
    case 'flee':
      return 'Try to flee';
    case 'consent':
      return action.agree ? 'Agree to flee the battle' : 'Refuse: fight on';
    default:
      return JSON.stringify(action);
  }
}

const list = (ids: string[]) => (ids.length ? ids.map(nameOf).join(', ') : 'none');

/** The view as text: the Tome paragraph the seat is reading, its sheet, and the others in brief. */
export function renderView(v: CocView, seat: number | null): string {
  const out: string[] = [];
  out.push(`Round ${v.round} of ${v.rounds}. ${v.piles.tiles} tiles in the pile.`);
  const reading = seat === null ? null : v.lastRead[seat];
  if (
    reading !== null &&
    reading !== undefined &&
    seat !== null &&
    v.seat === seat &&
    v.phase.kind === 'read'
  ) {
    const para = TOME.paragraphs.get(reading);
    if (para) {
      out.push('', `  ${reading}. ${para.title}${para.eyesOnly ? ' (for your eyes only)' : ''}`);
      out.push(...wrap(para.text, 76).map((l) => `    ${l}`));
    }
  }
  const combat = seat === null ? null : v.combat[seat];
  if (combat)
    out.push('', `  In combat with the ${combat.foe}: ${Math.max(0, combat.pool)} Body Points left.`);
  out.push('');
  v.players.forEach((p, i) => {
    const me = i === seat;
    const where = p.out
      ? 'out of the game'
      : p.inRoom
        ? 'inside a Location'
        : p.at
          ? `at ${p.at.join(',')}`
          : 'not yet in';
    out.push(
      `${me ? '>' : ' '} ${p.name}: ${p.bp}/${p.maxBp} BP, ${p.groats} groats, ${p.heads} Heads, ${p.points} points, ${where}`,
    );
    if (me) {
      out.push(`    Items: ${list(p.items)}. Special: ${list(p.specials)}.`);
      if (Array.isArray(p.magic)) out.push(`    Magic: ${list(p.magic)}.`);
      if (Array.isArray(p.clues)) out.push(`    Clues: ${p.clues.length ? p.clues.join(', ') : 'none'}.`);
      const guilds = Object.entries(p.guilds).map(([g, l]) => `${g} ${l}`);
      if (guilds.length) out.push(`    Guilds: ${guilds.join(', ')}.`);
    }
  });
  const seen = (zone: string, name: (id: string) => string) =>
    v.known
      .filter((k) => k.zone === zone)
      .sort((a, b) => a.at - b.at)
      .map((k) => `${name(k.item as string)} (${k.at + 1} from the top)`);
  const tiles = seen('tilePile', (id) => `${tileData(id).name} (${tileData(id).shape})`);
  if (tiles.length) out.push(`    Far Sight showed you: ${tiles.join(', ')}.`);
  const cards = seen('actionPile', (id) => cardOf(id).name);
  if (cards.length) out.push(`    Detect Clue showed you: ${cards.join(', ')}.`);
  if (v.over) out.push('', v.winner !== null ? `Solved: ${v.solved}.` : 'Time has run out.');
  return out.join('\n');
}

export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
