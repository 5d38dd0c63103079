import { describe, expect, it } from 'vitest';
import { zagor } from '../src/index';
import { quietLog, run } from '../src/rules';
import type { ZagorState } from '../src/state';
import { actLog, game, place, top } from './helpers';

/** A state at the start of phase 3, with the Helmsman seat 1. */
function phase3(seed: string, set: (s: ZagorState) => void): ZagorState {
  const s = game(2, seed);
  s.helmsman = 1;
  set(s);
  s.tasks = [{ k: 'round' }, { k: 'phase3' }];
  run(s, quietLog);
  return s;
}
const texts = (events: { type: string; text: string }[], type: string) =>
  events.filter((e) => e.type === type).map((e) => e.text);

describe('phase 3: the order the Helmsman chooses', () => {
  it('two Volcanoes: the Helmsman chooses which erupts first', () => {
    const s = phase3('two-volcanoes', (x) => {
      x.volcanoes = ['WB1', 'EB1'];
    });
    expect(top(s)).toMatchObject({ seat: 1, q: { a: 'first', of: 'volcano' } });
    expect(zagor.legal(s, 1)).toEqual([
      { t: 'first', id: 'WB1' },
      { t: 'first', id: 'EB1' },
    ]);
    const second = actLog(s, { t: 'first', id: 'EB1' });
    expect(texts(second.events, 'volcano')).toEqual([
      'The Volcano at East Beach 1 erupts.',
      'The Volcano at West Beach 1 erupts.',
    ]);
    const first = actLog(s, { t: 'first', id: 'WB1' });
    expect(texts(first.events, 'volcano')).toEqual([
      'The Volcano at West Beach 1 erupts.',
      'The Volcano at East Beach 1 erupts.',
    ]);
  });

  it('the order matters: a character who faints at the first eruption is back aboard for the second', () => {
    const s = phase3('volcano-order', (x) => {
      x.volcanoes = ['WF9', 'WB1'];
      x.players[0].fig = { at: 'WF9', pos: null, wounds: 2 };
    });
    // WF9 first: seat 0 faints (Bridge, healed) and the WB1 eruption next to the Athena wounds it aboard.
    const far = actLog(s, { t: 'first', id: 'WF9' }).state;
    expect(far.players[0].scars).toBe(1);
    expect(far.players[0].fig).toMatchObject({ at: 'boat', wounds: 1 });
    // WB1 first: seat 0 is ashore, far from the Athena, and faints at WF9 only afterwards.
    const near = actLog(s, { t: 'first', id: 'WB1' }).state;
    expect(near.players[0].fig).toMatchObject({ at: 'boat', wounds: 0 });
  });

  it('Collapse and Ambush both in play: the Helmsman chooses which acts first; one alone acts without a question', () => {
    const both = (x: ZagorState) => {
      x.permanent = ['collapse', 'ambush'];
      x.eventDeck = x.eventDeck.filter((e) => e !== 'collapse' && e !== 'ambush');
      place(x, 'coyote', 'WB1');
    };
    const s = phase3('permanents', both);
    expect(top(s)).toMatchObject({ seat: 1, q: { a: 'first', of: 'permanent' } });
    const ambushFirst = actLog(s, { t: 'first', id: 'ambush' });
    // The Ambush wounds everyone aboard (the Athena is next to the coyote), then the Collapse asks for its beach.
    expect(ambushFirst.state.zagor.wounds).toBe(1);
    expect(top(ambushFirst.state)?.q.a).toBe('collapse');
    const collapseFirst = actLog(s, { t: 'first', id: 'collapse' });
    expect(collapseFirst.state.zagor.wounds).toBe(0);
    expect(top(collapseFirst.state)?.q.a).toBe('collapse');

    const alone = phase3('ambush-alone', (x) => {
      x.permanent = ['ambush'];
      x.eventDeck = x.eventDeck.filter((e) => e !== 'ambush');
      place(x, 'coyote', 'WB1');
    });
    expect(alone.zagor.wounds).toBe(1);
    expect(top(alone)?.q.a).toBe('pick');
  });
});
