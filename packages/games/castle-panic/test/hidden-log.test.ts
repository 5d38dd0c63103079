import { act, createMatch, entryFor, undo } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { castlePanic } from '../src/index';

describe('what the log and undo may show', () => {
  it("the Overlord's Mega Boss picks are secret: the Castle players read only that a choice was made", () => {
    const match = createMatch(castlePanic, { seats: 3, seed: 'ov', options: { overlord: true } });
    const pick = castlePanic.legal(match.state, 2)[0];
    const entry = act(castlePanic, match, 2, pick);
    expect(entry.to).toEqual([2]);
    expect(entryFor(entry, 0).text).toBe('makes a secret choice');
    expect(entryFor(entry, 2).text).toBe(
      castlePanic.describe(
        pick,
        createMatch(castlePanic, { seats: 3, seed: 'ov', options: { overlord: true } }).state,
      ),
    );
  });

  it('a card drawn from a face-down deck cannot be taken back', () => {
    const match = createMatch(castlePanic, { seats: 1, seed: 'draw' });
    act(castlePanic, match, 0, castlePanic.legal(match.state, 0).find((a) => a.t !== 'keep')!);
    // With The Wizard's Tower the player then picks the deck to draw from.
    const entry = act(castlePanic, match, 0, castlePanic.legal(match.state, 0)[0]);
    expect(entry.events.some((e) => e.type === 'draw' && e.reveal)).toBe(true);
    expect(() => undo(castlePanic, match, 0)).toThrow(/revealed something/);
  });

  it('keeping the hand draws nothing and can be taken back', () => {
    const match = createMatch(castlePanic, { seats: 1, seed: 'keep' });
    const keep = castlePanic.legal(match.state, 0).find((a) => a.t === 'keep')!;
    act(castlePanic, match, 0, keep);
    undo(castlePanic, match, 0);
    expect(match.log).toHaveLength(0);
  });
});
