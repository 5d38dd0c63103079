import { act, createMatch, type LogEntry, randomSource } from '@questbox/engine';
import { gameById } from '@questbox/games';
import { describe, expect, it } from 'vitest';
import { type Authority, type Received, scanMatch } from '../src/leaks/scan';

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
  };
  const entry = match.log[match.log.length - 1];
  const event = secret(entry)!;
  const outsider = [0, 1, 2].find((s) => !event.to!.includes(s))!;
  return { match, authority, entry, event, outsider, version: match.log.length };
}

const update = (seat: number | null, version: number, fields: Record<string, unknown>) =>
  ({
    via: 'player',
    seat,
    seen: version,
    text: JSON.stringify({ type: 'update', seat, version, decisions: [], legal: [], events: [], ...fields }),
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
});
