import { xanth } from '@questbox/xanth';
import type { Combat, Facing, Phase, View } from '@questbox/xanth/face';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { phaseText } from '../src/boards/xanth/phaseText';
import { XanthBoard } from '../src/boards/xanth/XanthBoard';
import type { SeatInfo } from '../src/protocol';

type Window = Extract<Phase, { kind: 'window' }>;
const NAMES = ['Ada', 'Bo', 'Cy'];
const name = (seat: number) => NAMES[seat];

const facing: Facing = { card: 'hz', option: 'hz', by: 1 };
const combat: Combat = { option: 'hz', foes: [], round: 1, by: 1, used: [], cards: [], friend: null };
const move: Extract<Phase, { kind: 'move' }> = {
  kind: 'move',
  mode: 'walk',
  left: 2,
  base: 2,
  moved: [],
  annex: null,
};
const window = (on: Window['on']): Window => ({ kind: 'window', on, who: [1, 2], decided: [1] });

/** One phase of every kind the state can have: the type makes a new kind a compile error here until it is added. */
const PHASES: { [K in Phase['kind']]: Extract<Phase, { kind: K }> } = {
  'choose-actors': { kind: 'choose-actors' },
  window: window({ on: 'beginning' }),
  storm: { kind: 'storm', option: 'storm', by: 1, decided: [] },
  part: { kind: 'part', option: 'part', by: 1, chooser: 2, decided: [] },
  beginning: { kind: 'beginning' },
  move,
  designee: { kind: 'designee', region: 'void', magnitude: 2 },
  offer: { kind: 'offer', decided: [] },
  pick: { kind: 'pick' },
  designate: { kind: 'designate', facing },
  combat: { kind: 'combat', facing, combat },
  allot: { kind: 'allot', facing, combat, faced: [], foe: 0, after: { kind: 'round' } as never },
  push: { kind: 'push', by: 1, facing },
  bearer: { kind: 'bearer', card: 'c', option: 'o' },
  end: { kind: 'end', discarded: 0 },
  question: { kind: 'question' },
  over: { kind: 'over' },
};

/** A window of every trigger: the type makes a new trigger a compile error here until it is added. */
const TRIGGERS: { [K in Window['on']['on']]: Extract<Window['on'], { on: K }> } = {
  beginning: { on: 'beginning' },
  reveal: { on: 'reveal', facing },
  avoid: { on: 'avoid', rolls: [], for: { kind: 'cure' } },
  sail: { on: 'sail', cubes: [3] },
  round: { on: 'round', facing, combat },
  flee: { on: 'flee', facing, combat, overflight: false, pursuit: true },
  drawn: { on: 'drawn', card: 'c', owed: 1, resume: { kind: 'begin' }, cancelled: false },
  disaster: { on: 'disaster', card: 'c', owed: 1, resume: { kind: 'begin' } },
  played: {
    on: 'played',
    played: { seat: 0, card: 'c', option: null, cancelled: false, taker: null },
    after: { back: { kind: 'pick' }, action: { type: 'pass' } as never },
  },
};

describe("Xanth's status line in words", () => {
  it('says every phase in words, never its code name', () => {
    const seen = new Set<string>();
    for (const [kind, phase] of Object.entries(PHASES)) {
      const words = phaseText(phase, name);
      expect(words, kind).not.toMatch(/undefined|\[object/);
      // Code names a newcomer would not understand; the plain ones ('combat', 'storm'...) may stay words.
      expect(words, kind).not.toMatch(/window|designee|allot|bearer|choose-actors/);
      expect(words, kind).not.toBe(kind);
      seen.add(words);
    }
    // No two kinds share their words.
    expect(seen.size).toBe(Object.keys(PHASES).length);
    expect(phaseText(PHASES.designee, name)).toContain('The Void');
    expect(phaseText(PHASES.storm, name)).toMatch(/^Bo sent a storm: /);
    // A storm drawn from the deck, sent by nobody.
    expect(phaseText({ ...PHASES.storm, by: -1 }, name)).toMatch(/^a storm: the mover takes cover/);
    expect(phaseText(PHASES.allot, name)).toMatch(/^Bo, whose hazard/);
  });

  it('says who a reaction window waits for, and what they answer, for every trigger', () => {
    const seen = new Set<string>();
    for (const [on, trigger] of Object.entries(TRIGGERS)) {
      const words = phaseText(window(trigger), name);
      // Bo has passed; Cy has still to answer.
      expect(words, on).toMatch(/^waiting for Cy to answer \w/);
      expect(words, on).not.toContain('Bo');
      expect(words, on).not.toMatch(/undefined|window/);
      seen.add(words);
    }
    expect(seen.size).toBe(Object.keys(TRIGGERS).length);
    expect(phaseText({ kind: 'window', on: TRIGGERS.reveal, who: [0, 1, 2], decided: [] }, name)).toMatch(
      /^waiting for Ada, Bo and Cy to answer the hazard just revealed/,
    );
  });

  it('shows the words on the board, in place of the code name "window"', () => {
    const state = xanth.setup(xanth.options.parse({}), 3, 'status');
    state.phase = window({ on: 'beginning' });
    const seats = NAMES.map((n, seat) => ({ seat, kind: 'human', name: n, claimed: true })) as SeatInfo[];
    const html = renderToStaticMarkup(
      <XanthBoard
        view={xanth.view(state, 0) as unknown as View}
        seat={0}
        seats={seats}
        legal={[]}
        act={() => {}}
        busy={false}
      />,
    );
    const status =
      /<p class="board-status">(.*?)<\/p>/.exec(html)?.[1].replace(/<[^>]+>|<!-- -->/g, '') ?? '';
    expect(status).toContain('waiting for Cy to answer the Beginning of the turn');
    expect(status).not.toMatch(/· window/);
  });
});
