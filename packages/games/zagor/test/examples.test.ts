import { describe, expect, it } from 'vitest';
import { zagor } from '../src/index';
import { quietLog, run } from '../src/rules';
import { act, game, give, onTop, place, strip, top, waitingOn } from './helpers';

describe('more of the rulebook examples', () => {
  it('Claudia (Frisco Kid, two wounds, two Objects and a Treasure) resupplies: the rightmost wound heals, and she discards the Object she draws face up', () => {
    let s = game(2, 'claudia', ['frisco-kid', 'walter']);
    strip(s, 0);
    give(s, 0, 'rifle-1', 'knife-1');
    s.players[0].treasures.push(s.treasureDeck.pop()!);
    s.players[0].fig = { at: 'WB2', pos: null, wounds: 2 };
    s.dice = [{ c: 'y', f: 'resupply' }];
    s.cur = { seat: 0, color: 'y', face: 'move', token: false };
    for (const p of s.players) p.hold = [];
    onTop(s.objectDeck, 'compass-1');
    waitingOn(s, 0, { a: 'pick' });
    s = act(s, { t: 'die', c: 'y', f: 'resupply' });
    expect(s.players[0].fig.wounds).toBe(1);
    expect(top(s)?.q).toEqual({ a: 'equip', kind: 'object', id: 'compass-1' });
    s = act(s, { t: 'drop' });
    expect(s.galleyObjects).toContain('compass-1');
    expect(s.players[0].objects).toEqual(['rifle-1', 'knife-1']);
  });

  it("Andrea moves Zagor onto a Monkey and a face-down Trap: the Trap's Scar is Andrea's, then she chooses the Trap or the Monkey", () => {
    let s = game(2, 'andrea');
    s.zagor.at = 'WF2';
    place(s, 'monkey-1', 'WF3');
    place(s, 'indian-trap', 'WF3', true);
    s.cur = { seat: 0, color: 'r', face: 'move', token: false };
    for (const p of s.players) p.hold = [];
    waitingOn(s, 0, { a: 'move', who: 'Z', steps: 3, mode: 'move' });
    s = act(s, { t: 'go', to: 'WF3' });
    expect(s.players[0].scars).toBe(1);
    expect(top(s)?.q).toMatchObject({ a: 'face', who: 'Z', must: true });
    expect(zagor.legal(s, 0)).toEqual([
      { t: 'face', tile: 'monkey-1' },
      { t: 'face', tile: 'indian-trap' },
    ]);
  });

  it("Bannington turns a Cico Special Power + Event die red with the red Bocce: Zagor's power, then an Event", () => {
    let s = game(2, 'bocce-example', ['bannington', 'walter']);
    s.dice = [{ c: 'g', f: 'power-event' }];
    s.cur = { seat: 0, color: 'y', face: 'move', token: false };
    for (const p of s.players) p.hold = [];
    onTop(s.eventDeck, 'calm-waters-1');
    waitingOn(s, 0, { a: 'pick' });
    s = act(s, { t: 'die', c: 'g', f: 'power-event', as: 'r' });
    expect(top(s)?.q.a).toBe('zpower');
    expect(s.players[0].bocce).toEqual(['g', 'y']);
    s = act(s, { t: 'power', p: 'ahyaaaak' });
    s = act(s, { t: 'go', to: zagor.legal(s, 0).map((a) => (a as { to: string }).to)[0] });
    while (top(s)?.q.a !== 'pick' && !s.eventDiscard.includes('calm-waters-1'))
      s = act(s, zagor.legal(s, 0)[0]);
    expect(s.eventDiscard).toContain('calm-waters-1');
  });

  it('an Event River Danger tile draws an Event where the Athena stops', () => {
    const s = game(2, 'river-event');
    s.dangers.R1 = [];
    s.dangers.R2 = [];
    s.dangers.R3 = ['event-1'];
    onTop(s.eventDeck, 'calm-waters-1');
    s.tasks = [{ k: 'round' }, { k: 'athena' }];
    run(s, quietLog);
    expect(s.athena).toBe('R3');
    expect(s.riverDiscard).toContain('event-1');
    expect(s.eventDiscard).toEqual(['calm-waters-1']);
  });
});
