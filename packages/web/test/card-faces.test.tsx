import { castlePanic } from '@questbox/castle-panic';
import { CARDS, cardName } from '@questbox/castle-panic/face';
import { cityOfChaos } from '@questbox/city-of-chaos';
import { legitimacy } from '@questbox/legitimacy';
import { xanth } from '@questbox/xanth';
import { ACTOR } from '@questbox/xanth/face';
import { zagor } from '@questbox/zagor';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CastlePanicBoard } from '../src/boards/castle-panic/CastlePanicBoard';
import { CityOfChaosBoard } from '../src/boards/city-of-chaos/CityOfChaosBoard';
import { withCopies } from '../src/boards/copies';
import { LegitimacyBoard } from '../src/boards/legitimacy/LegitimacyBoard';
import { XanthBoard } from '../src/boards/xanth/XanthBoard';
import { ZagorBoard } from '../src/boards/zagor/ZagorBoard';
import type { SeatInfo } from '../src/protocol';

const seats = [
  { seat: 0, kind: 'human', name: 'Ada', claimed: true },
  { seat: 1, kind: 'human', name: 'Bo', claimed: true },
] as SeatInfo[];
const board = { seat: 0, seats, legal: [], act: () => {}, busy: false };

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1];
const inner = (html: string, className: string) =>
  [...html.matchAll(new RegExp(`<span class="${className}"[^>]*>([\\s\\S]*?)</span>`, 'g'))].map((m) =>
    decode(m[1]),
  );

/** The cards of a rendered board (buttons hold no buttons), each as its label, face and tooltip. */
function cardsOf(element: ReactElement) {
  const html = renderToStaticMarkup(element);
  return [...html.matchAll(/(<button[^>]*class="card[ "][^>]*>)([\s\S]*?)<\/button>/g)].map(
    ([, tag, body]) => {
      const tipId = attr(tag, 'aria-describedby');
      const tip = body.match(/<span class="card-tip" role="([^"]*)" id="([^"]*)">([\s\S]*?)<\/span>/);
      return {
        label: decode(attr(tag, 'aria-label') ?? ''),
        name: inner(body, 'card-name')[0] ?? '',
        kind: inner(body, 'card-kind')[0] ?? '',
        numbers: inner(body, 'card-number'),
        text: inner(body, 'card-text')[0] ?? '',
        tip: tip && tip[2] === tipId ? decode(tip[3]) : '',
        tipRole: tip?.[1] ?? null,
        copies: inner(body, 'card-copies')[0] ?? '',
      };
    },
  );
}

/** Every card drawn whose name is `name`. */
const named = (cards: ReturnType<typeof cardsOf>, name: string) => cards.filter((c) => c.name === name);

/** Two copies of one card, each marked as one of two, with the full text as its described tooltip. */
function expectTwoMarkedCopies(cards: ReturnType<typeof cardsOf>, name: string) {
  const copies = named(cards, name);
  expect(copies.length).toBe(2);
  expect(copies.map((c) => c.copies)).toEqual(['×2', '×2']);
  expect(copies[0].label).toContain('copy 1 of 2');
  expect(copies[1].label).toContain('copy 2 of 2');
  for (const c of copies) {
    expect(c.tip).not.toBe('');
    expect(c.tip).toBe(c.text);
    expect(c.tipRole).toBe('tooltip');
  }
  return copies[0];
}

describe('withCopies', () => {
  it('marks each card of a name held more than once, and keys every card apart', () => {
    const rows = withCopies(['a', 'b', 'a', 'c', 'a'], (x) => x);
    expect(rows.map((r) => r.copies)).toEqual([
      { copy: 1, of: 3 },
      undefined,
      { copy: 2, of: 3 },
      undefined,
      { copy: 3, of: 3 },
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(5);
  });
});

describe('card faces on every board', () => {
  it('Castle Panic: two cards of one kind in a hand, each marked, with kind and text', () => {
    const state = castlePanic.setup(castlePanic.options.parse({}), 2, 'faces');
    const kind = CARDS.findIndex((c, i) => CARDS.findIndex((d, j) => j > i && d === c) > 0);
    const twin = CARDS.findIndex((c, j) => j > kind && c === CARDS[kind]);
    state.hands = [[kind, twin], []];
    const view = castlePanic.view(state, 0) as Parameters<typeof CastlePanicBoard>[0]['view'];
    const card = expectTwoMarkedCopies(cardsOf(<CastlePanicBoard view={view} {...board} />), cardName(kind));
    expect(card.kind).toMatch(/^Castle card/);
    expect(card.tip).toBe(CARDS[kind].text);
  });

  it('Legitimacy: the numbers printed on a card (Attack, Magic Range, reach)', () => {
    const state = legitimacy.setup(legitimacy.options.parse({}), 2, 'faces');
    state.players[0].hand = ['centaur', 'centaur'];
    const view = legitimacy.view(state, 0) as Parameters<typeof LegitimacyBoard>[0]['view'];
    const card = expectTwoMarkedCopies(cardsOf(<LegitimacyBoard view={view} {...board} />), 'Centaur');
    expect(card.kind).toBe('Creature');
    expect(card.numbers).toEqual(['Attack +2', 'Magic Range +2', 'Attack reach 7']);
  });

  it("Zagor: an Object's bonus against each kind of Encounter, two Rifles marked", () => {
    const state = zagor.setup(zagor.options.parse({}), 2, 'faces');
    state.players[0].objects = ['rifle-1', 'rifle-2'];
    const view = zagor.view(state, 0) as unknown as Parameters<typeof ZagorBoard>[0]['view'];
    const card = expectTwoMarkedCopies(cardsOf(<ZagorBoard view={view} {...board} />), 'Rifle');
    expect(card.kind).toBe('Object');
    expect(card.numbers).toEqual(['vs Human +3', 'vs Animal +3']);
  });

  it("Xanth: a Chair Actor card's Strength and Cunning, two copies in a hand marked", () => {
    const state = xanth.setup(xanth.options.parse({}), 2, 'faces');
    const actor = Object.keys(ACTOR)[0];
    state.players[0].hand = [actor, actor];
    const view = xanth.view(state, 0) as unknown as Parameters<typeof XanthBoard>[0]['view'];
    const card = expectTwoMarkedCopies(cardsOf(<XanthBoard view={view} {...board} />), ACTOR[actor].name);
    expect(card.kind).toBe('Chair Actor card');
    expect(card.numbers).toEqual([`Strength ${ACTOR[actor].strength}`, `Cunning ${ACTOR[actor].cunning}`]);
  });

  it("City of Chaos: an Item's kind and Attack, two Daggers marked", () => {
    const state = cityOfChaos.setup(cityOfChaos.options.parse({}), 2, 'faces');
    state.players[0].items = ['dagger', 'dagger'];
    const view = cityOfChaos.view(state, 0);
    const card = expectTwoMarkedCopies(cardsOf(<CityOfChaosBoard view={view} {...board} />), 'Dagger');
    expect(card.kind).toBe('Item, weapon');
    expect(card.numbers).toEqual(['Attack +1']);
  });
});
