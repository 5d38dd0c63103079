import { act, createMatch, entryFor, random } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { cityOfChaos } from '../src/index';
import { renderView } from '../src/render';
import type { CocState } from '../src/state';
import { TOME } from '../src/tome';

describe('City of Chaos in the terminal', () => {
  it('describes every legal action in words and reads the Tome as a story', () => {
    const match = createMatch(cityOfChaos, { seats: 2, seed: 'story' });
    const pick = random.randomSource('story:bots');
    let readSeen = false;
    for (let n = 0; n < 3000 && !cityOfChaos.result(match.state); n++) {
      const state = match.state as CocState;
      const seat = cityOfChaos.pending(state)[0].seat;
      const legal = cityOfChaos.legal(state, seat);
      for (const a of legal) expect(cityOfChaos.describe(a, state)).not.toMatch(/^\{/);
      if (state.phase.kind === 'read') {
        const text = renderView(cityOfChaos.view(state, seat), seat);
        expect(text).toContain(TOME.paragraphs.get(state.phase.paragraph)!.text.split(' ')[0]);
        readSeen = true;
      }
      act(cityOfChaos, match, seat, legal[Math.floor(pick() * legal.length)]);
    }
    expect(readSeen).toBe(true);
    const texts = match.log.flatMap((e) => e.events.map((ev) => ev.text));
    expect(texts.some((t) => /^\d+\. .+: .{20,}/.test(t))).toBe(true);
  });

  it('shows an eyes-only paragraph in the log to its reader alone', () => {
    const eyes = [...TOME.paragraphs.values()].filter((p) => p.eyesOnly);
    expect(eyes.length).toBeGreaterThan(0);
    for (let g = 0; g < 40; g++) {
      const match = createMatch(cityOfChaos, { seats: 2, seed: `eyes-${g}` });
      const pick = random.randomSource(`eyes-${g}`);
      while (!cityOfChaos.result(match.state)) {
        const seat = cityOfChaos.pending(match.state)[0].seat;
        const legal = cityOfChaos.legal(match.state, seat);
        act(cityOfChaos, match, seat, legal[Math.floor(pick() * legal.length)]);
      }
      for (const entry of match.log)
        for (const other of [0, 1])
          for (const ev of entryFor(entry, other).events)
            for (const p of eyes)
              if (ev.text.includes(p.text)) expect(ev.to ?? [entry.seat]).toEqual([other]);
    }
  });
});
