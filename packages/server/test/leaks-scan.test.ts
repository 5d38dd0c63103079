import { type AnyGame, act, createMatch, type LogEntry, randomSource } from '@questbox/engine';
import { gameById } from '@questbox/games';
import { describe, expect, it } from 'vitest';
import { type Authority, MatchScanner, type Received, scanMatch } from '../src/leaks/scan';
import { secretLeaves, soleSecrets, stringCounts } from '../src/leaks/secrets';

const game = gameById('legitimacy')!;

/** A seeded Legitimacy game played at random until an action logs an event for one seat only. */
function playedToASecretEvent() {
  const match = createMatch(game, { seats: 3, seed: 'scan' });
  const random = randomSource('scan:bots');
  const secret = (entry: LogEntry) => entry.events.find((e) => e.to !== undefined);
  while (!match.log.some(secret)) {
    const { seat } = game.pending(match.state)[0];
    const legal = game.legal(match.state, seat);
    act(game, match, seat, legal[Math.floor(random() * legal.length)]);
  }
  const authority: Authority = {
    id: 'm1',
    options: match.options,
    seats: 3,
    seed: 'scan',
    actions: match.log.map((e) => ({ seat: e.seat, action: e.action })),
    undos: 0,
    undone: [],
  };
  const entry = match.log[match.log.length - 1];
  const event = secret(entry)!;
  const outsider = [0, 1, 2].find((s) => !event.to!.includes(s))!;
  return { match, authority, entry, event, outsider, version: match.log.length };
}

const update = (seat: number | null, version: number, fields: Record<string, unknown>, undos = 0) =>
  ({
    via: 'player',
    seat,
    seen: version,
    undos,
    text: JSON.stringify({
      type: 'update',
      seat,
      version,
      history: `${version}.${undos}`,
      decisions: [],
      legal: [],
      events: [],
      ...fields,
    }),
  }) satisfies Received;

describe('the leak scanner', () => {
  it('passes an update that is the seat view and the events it may read', () => {
    const { match, authority, version, outsider } = playedToASecretEvent();
    const view = game.view(match.state, outsider);
    const scan = scanMatch(game, authority, [update(outsider, version, { view })]);
    expect(scan.findings).toEqual([]);
    expect(scan.messages).toBe(1);
  });

  it("finds an event addressed to another seat, another seat's view, and a version the store lacks", () => {
    const { match, authority, entry, event, outsider, version } = playedToASecretEvent();
    const view = game.view(match.state, outsider);
    const sent = { at: version, seat: entry.seat, type: event.type, text: event.text, data: event.data };
    const insider = event.to![0];
    const scan = scanMatch(game, authority, [
      update(outsider, version, { view, events: [sent] }),
      update(outsider, version, { view: game.view(match.state, insider) }),
      update(outsider, version + 5, { view }),
    ]);
    // The misaddressed event is found twice: it is not in the log for this seat, and it names a card
    // in another seat's hand.
    const checks = scan.findings.map((f) => f.check).sort();
    expect(checks).toEqual(['events', 'secret-value', 'version', 'view']);
    for (const f of scan.findings) {
      expect(f).toMatchObject({ game: 'legitimacy', match: 'm1', seat: outsider, via: 'player' });
    }
    expect(scan.findings.find((f) => f.check === 'view')?.version).toBe(version);
  });

  it('finds a hidden item a view names even when the redeal cannot show it (secret-item)', () => {
    const { match, authority, version, outsider } = playedToASecretEvent();
    // A view that shows the face-down draw pile, with a redeal that happens to deal every card back
    // where it was: the view does not change, yet it names cards the seat may not see.
    const peeking: AnyGame = {
      ...game,
      view: (state, seat) => ({ ...game.view(state, seat), drawPile: state.draw }),
      resample: (state) => state,
    };
    const view = peeking.view(match.state, outsider);
    const scan = scanMatch(peeking, authority, [update(outsider, version, { view })]);
    const checks = new Set(scan.findings.map((f) => f.check));
    expect([...checks]).toEqual(['secret-item']);
    expect(scan.findings[0].what).toMatch(/^drawPile\[\d+\] names \S+, hidden from the seat$/);
  });

  it('searches a view only for hidden items the state names nowhere else', () => {
    // Two cards hidden in a hand; one is also named by an open field (a card being played).
    const state = { hand: ['ace', 'king'], phase: { card: 'king' }, round: 3 };
    const hidden = new Map([
      ['ace', 1],
      ['king', 1],
    ]);
    expect([...soleSecrets(hidden, stringCounts(state))]).toEqual(['ace']);
    expect(secretLeaves({ shown: [{ card: 'ace' }] }, new Set(['ace']))).toEqual([
      { path: 'shown[0].card', item: 'ace' },
    ]);
  });

  it('checks the updates of a history an undo cut short against the action taken back, and those after it against the store', () => {
    const { match, authority, version, outsider } = playedToASecretEvent();
    // The last action was taken back (undo count 0 to 1): the store holds the others.
    const taken = authority.actions[version - 1];
    const cut: Authority = {
      ...authority,
      actions: authority.actions.slice(0, -1),
      undos: 1,
      undone: [{ ...taken, undos: 0, version }],
    };
    const earlier = createMatch(game, { seats: 3, seed: 'scan' });
    for (const a of cut.actions) act(game, earlier, a.seat, a.action);
    const before = (seat: number) => game.view(earlier.state, seat);
    const clean = scanMatch(game, cut, [
      // The position the undo took back, and the one it went back to, in both histories.
      update(outsider, version, { view: game.view(match.state, outsider) }),
      update(outsider, version - 1, { view: before(outsider) }),
      update(outsider, version - 1, { view: before(outsider) }, 1),
    ]);
    expect(clean.findings).toEqual([]);
    expect(clean).toMatchObject({ afterUndo: 1, takenBack: 1 });
    const found = scanMatch(game, cut, [
      // The taken-back position shown where the store's is, and the store's where it was taken back.
      update(outsider, version - 1, { view: game.view(match.state, outsider) }, 1),
      update(outsider, version, { view: before(outsider) }),
      // A history no undo made.
      update(outsider, version, { view: game.view(match.state, outsider) }, 1),
    ]);
    expect(found.findings.map((f) => [f.check, f.history])).toEqual([
      ['version', `${version}.1`],
      ['view', `${version - 1}.1`],
      ['view', `${version}.0`],
    ]);
    // Without the action taken back, its history cannot be replayed: named, not passed.
    const unknown = scanMatch(game, { ...cut, undone: [] }, [
      update(outsider, version, { view: game.view(match.state, outsider) }),
    ]);
    expect(unknown.findings.map((f) => f.check)).toEqual(['version']);
    // An action taken back that does not replay where it was taken.
    const wrong = scanMatch(
      game,
      { ...cut, undone: [{ ...taken, action: { made: 'up' }, undos: 0, version }] },
      [update(outsider, version, { view: game.view(match.state, outsider) })],
    );
    expect(wrong.findings.map((f) => f.check)).toEqual(['undo']);
  });

  it('scans while the match is played as it would at its end, keeping each message until the store makes its history', () => {
    const { match, authority, version, outsider } = playedToASecretEvent();
    const at = (v: number) => {
      const past = createMatch(game, { seats: 3, seed: 'scan' });
      for (const a of authority.actions.slice(0, v)) act(game, past, a.seat, a.action);
      return past;
    };
    const half = Math.floor(version / 2);
    const messages = [
      update(outsider, half, { view: game.view(at(half).state, outsider) }),
      // Another seat's view: found either way.
      update(outsider, half, { view: game.view(at(half).state, (outsider + 1) % 3) }),
      // The last version, sent before the scan while playing reads the store: it waits for it.
      update(outsider, version, { view: game.view(match.state, outsider) }),
      update(null, version, { view: game.view(match.state, null) }),
    ];
    const whole = scanMatch(game, authority, messages);
    const scanner = new MatchScanner(game, authority.id);
    for (const m of messages) scanner.add(m);
    // The store as it stood mid-match: only the first half of the actions.
    scanner.scanSettled({ ...authority, actions: authority.actions.slice(0, half) });
    expect(scanner.waitingChars).toBeGreaterThan(0);
    const streamed = scanner.finish(authority);
    expect(streamed).toEqual(whole);
    expect(whole.findings.map((f) => [f.check, f.version])).toEqual([['view', half]]);
  });
});
