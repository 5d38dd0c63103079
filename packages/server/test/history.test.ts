import { act, canonicalJson } from '@questbox/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './helpers';
import { secretGame, secretsOf } from './secret-game';
import { secretMatch, secretServer } from './secret-server';

let server: Awaited<ReturnType<typeof secretServer>>;
let url: string;
beforeAll(async () => {
  server = await secretServer();
  url = server.url;
});
afterAll(() => server.built.close());

/** A two-seat match of the hidden-hand game played through the service, tucks preferred; its state at every version. */
async function played(seed: string, moves: number) {
  const { id, tokens, live, local } = await secretMatch(server, seed);
  const states = [secretGame.clone(local.state)];
  for (let n = 0; n < moves && !secretGame.result(local.state); n++) {
    const seat = local.state.turn;
    const legal = secretGame.legal(local.state, seat);
    const action = legal.find((a) => a.type === 'tuck') ?? legal[0];
    const outcome = await server.built.service.act(live, seat, action);
    expect(outcome.ok).toBe(true);
    act(secretGame, local, seat, action);
    states.push(secretGame.clone(local.state));
  }
  return { id, tokens, states };
}

const viewAt = (id: string, version: number | string, token?: string) =>
  fetch(`${url}/api/matches/${id}/versions/${version}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

describe('a past view: GET /api/matches/:id/versions/:version', () => {
  it("answers each seat's own view and the spectator's at every version, never another seat's secrets", async () => {
    const { id, tokens, states } = await played('past', 12);
    expect(states.length).toBe(13);
    for (const [version, state] of states.entries()) {
      for (const seat of [0, 1, null]) {
        const { status, body } = await viewAt(id, version, seat === null ? undefined : tokens[seat]);
        expect(status).toBe(200);
        expect(body).toMatchObject({ match: id, seat, version, versions: 12 });
        expect(body.view).toEqual(JSON.parse(JSON.stringify(secretGame.view(state, seat))));
        const text = JSON.stringify(body);
        for (const secret of secretsOf(state, seat)) expect(text).not.toContain(canonicalJson(secret));
        expect(text).not.toContain('"rng"');
      }
    }
    // The scan can see a leak: a seat does get its own hand.
    const own = await viewAt(id, 3, tokens[0]);
    expect(JSON.stringify(own.body)).toContain(canonicalJson(states[3].hands[0][0]));
  });

  it("gives the events of the action that led there, a secret action's card to its seat only", async () => {
    const { id, tokens, states } = await played('tucked', 1);
    const card = states[1].tucked[0][0];
    const mine = await viewAt(id, 1, tokens[0]);
    expect(mine.body.events.map((e: { text: string }) => e.text)).toContain(`You tuck ${card}.`);
    for (const token of [tokens[1], undefined]) {
      const other = await viewAt(id, 1, token);
      expect(other.body.events.map((e: { text: string }) => e.text)).toEqual([
        'Seat 1 tucks a card under the deck.',
      ]);
      expect(JSON.stringify(other.body)).not.toContain(card);
    }
  });

  it('refuses a token of no seat of the match, a version not reached yet and a badly written one', async () => {
    const first = await played('one', 2);
    const second = await played('two', 2);
    const foreign = await viewAt(first.id, 1, second.tokens[0]);
    expect(foreign).toEqual({
      status: 403,
      body: { error: { code: 'bad-token', message: 'That seat token does not belong to this match.' } },
    });
    expect((await viewAt(first.id, 1, 'nonsense')).status).toBe(403);
    for (const version of ['3', '01', '-1', 'x']) {
      const answer = await viewAt(first.id, version);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('unknown-version');
    }
    expect((await viewAt('m_none', 0)).body.error.code).toBe('unknown-match');
  });
});
