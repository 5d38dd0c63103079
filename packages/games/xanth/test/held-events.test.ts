import { random as R } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { closeBeginning, legal, pending } from '../src/rules';
import type { XanthState } from '../src/state';
import { act, give, invariant, passAll, position } from './helpers';

const ctx = { emit() {} };

/** A Monaural party (Dolph leading Hugo and Bink) at Castle Roogna, with `held` held against it. */
function monaural(held: string[] = []): XanthState {
  const s = position(1, [['dolph', 'hugo', 'bink']], ['roogna']);
  for (const option of held) {
    give(s, 0, option.slice(0, 6));
    s.players[0].hand.pop();
    s.players[0].against.push(option);
  }
  return s;
}

describe('Monaural events held against the player', () => {
  it('an event turned up in the encounter draw is held face up, and strikes the next hazard (Concealment Spell)', () => {
    const s = monaural();
    give(s, 0, 'ee-028');
    give(s, 0, 'ee-006');
    s.players[0].hand.splice(-2);
    s.deck.push('ee-028', 'ee-006'); // the Concealment Spell turns up first, then Hornworm / Argus
    act(s, 0, { type: 'stay' });
    expect(s.players[0].against).toEqual([]);
    expect(s.discard).toContain('ee-006');
    expect(s.phase).toMatchObject({ kind: 'designate', facing: { card: 'ee-028', surprise: true } });
    invariant(s);
  });

  it('an event that affects movement strikes at the next Beginning, its choices drawn at random (Pressing Business)', () => {
    const s = monaural(['ee-044a']);
    expect(s.players[0].against).toEqual(['ee-044a']);
    invariant(s);
    closeBeginning(s, ctx);
    expect(s.players[0].party).toHaveLength(2);
    expect(s.players[0].party[0].id).toBe('dolph');
    expect(s.players[0].against).toEqual([]);
    expect(s.discard).toContain('ee-044');
    expect(s.phase.kind).toBe('beginning');
    invariant(s);
  });

  it('Forget Whorl: the player still names the follow-traveler who leaves, and loses the turn', () => {
    const s = monaural(['ee-042b']);
    closeBeginning(s, ctx);
    expect(pending(s)).toEqual([{ seat: 0, prompt: expect.stringContaining('Forget Whorl') }]);
    act(s, 0, { type: 'part', member: 'bink' });
    expect(s.players[0].party.map((m) => m.id)).toEqual(['dolph', 'hugo']);
    expect(s.phase.kind).toBe('end');
  });

  it('an event that affects combat strikes the next combat (Trapped: no running away until blood is drawn)', () => {
    const s = monaural(['ee-050b']);
    give(s, 0, 'ee-028');
    s.players[0].hand.pop();
    s.table.push('ee-028');
    s.phase = { kind: 'designate', facing: { card: 'ee-028', option: 'ee-028b', by: -1 } };
    R.force(s.rng, [6, 6, 1]); // Dolph fails Argus's roll; one Creature
    act(s, 0, { type: 'face', member: 'dolph' });
    passAll(s);
    expect(s.phase).toMatchObject({ kind: 'combat', combat: { trappedAt: 0 } });
    expect(legal(s, 0)).not.toContainEqual({ type: 'run' });
    expect(s.players[0].against).toEqual([]);
  });

  it('the Stereo Game: "move an opponent\'s token" is played by the other player, who drives the party this turn', () => {
    const s = position(
      2,
      [
        ['dolph', 'hugo'],
        ['ivy', 'irene'],
      ],
      ['roogna', 'west_stockade'],
      { version: 'stereo' },
    );
    give(s, 0, 'ee-090');
    s.players[0].hand.pop();
    s.players[0].against.push('ee-090a');
    closeBeginning(s, ctx);
    expect(s.players[0].driver).toEqual({ seat: 1, walkOnly: false });
    expect(pending(s).map((d) => d.seat)).toEqual([1]);
  });
});
