import { randomSource } from '@questbox/engine';
import { type HostileInput, hostileInput, type Moment, type Random } from './inputs';
import { ProbeSocket, type Reply } from './probe';
import { type Listed, request, Table } from './table';

export interface CampaignOptions {
  url: string;
  /** Hostile inputs to send in all (the legal moves that keep the matches going come on top). */
  inputs: number;
  seed: string;
  /** Matches played at once per game. */
  tablesPerGame?: number;
  progress?: (line: string) => void;
}

export interface Violation {
  kind: string;
  game: string;
  input: string;
  reply: string;
  problem: string;
}

export interface CampaignReport {
  seed: string;
  games: string[];
  inputs: number;
  byKind: Record<string, number>;
  /** How the inputs were answered: error and rejection codes, `taken`, HTTP statuses. */
  answers: Record<string, number>;
  legalMoves: number;
  matches: number;
  finished: number;
  violations: number;
  examples: Violation[];
  seconds: number;
  inputsPerSecond: number;
  serverAnswersAfter: boolean;
}

const REPLY_MS = 10_000;

/**
 * Sends hostile messages and HTTP bodies at matches of every game the server lists, each match
 * driven by one worker that also plays legal moves so the games go on. Checks that every input is
 * answered, that no refused input changes a match, that nothing hostile is taken, and that a seat
 * token opens no seat of another match.
 */
export async function runCampaign(options: CampaignOptions): Promise<CampaignReport> {
  const { url, seed } = options;
  const started = performance.now();
  const games = (await request(url, 'GET', '/api/games?all=true')).body.games as Listed[];
  const perGame = options.tablesPerGame ?? 2;
  const report: CampaignReport = {
    seed,
    games: games.map((g) => g.id),
    inputs: 0,
    byKind: {},
    answers: {},
    legalMoves: 0,
    matches: 0,
    finished: 0,
    violations: 0,
    examples: [],
    seconds: 0,
    inputsPerSecond: 0,
    serverAnswersAfter: false,
  };
  const workers = games.flatMap((game) => Array.from({ length: perGame }, () => game));
  const tables: Table[] = [];
  const quota = Math.ceil(options.inputs / workers.length);
  const count = (into: Record<string, number>, key: string) => {
    into[key] = (into[key] ?? 0) + 1;
  };
  const violate = (
    game: string,
    input: HostileInput | { kind: string; text: string },
    reply: unknown,
    problem: string,
  ) => {
    report.violations++;
    if (report.examples.length < 50)
      report.examples.push({
        kind: input.kind,
        game,
        input: input.text.slice(0, 300),
        reply: JSON.stringify(reply)?.slice(0, 300) ?? String(reply),
        problem,
      });
  };

  const open = async (w: number, round: number) => {
    const table = await Table.open(url, workers[w], `${seed}:${w}:${round}`);
    report.matches++;
    tables[w] = table;
    return table;
  };

  /** A legal move by a seat the table waits on: it must be taken. */
  const move = async (table: Table, random: Random, taken: Moment['taken']) => {
    const seat = table.now.waiting[0];
    const legal = table.seats[seat].latest?.legal ?? [];
    if (legal.length === 0) return;
    const now = table.now;
    const action = legal[Math.floor(random() * legal.length)].action;
    const text = JSON.stringify({ type: 'act', id: 'm', version: now.version, history: now.history, action });
    const reply = await table.seats[seat].ask(text, REPLY_MS);
    report.legalMoves++;
    if (reply?.type !== 'update')
      return violate(table.game.id, { kind: 'legal-move', text }, reply, 'a legal move was not taken');
    taken.push({ seat, text });
    if (!(await table.reach(reply.history)))
      violate(table.game.id, { kind: 'legal-move', text }, reply, 'a seat missed an update');
  };

  const deliver = async (
    w: number,
    table: Table,
    input: HostileInput,
    random: Random,
  ): Promise<Reply | null> => {
    const via = input.via;
    if (via.to === 'seat') return table.seats[via.seat].ask(input.text, REPLY_MS);
    if (via.to === 'spectator') return table.spectator.ask(input.text, REPLY_MS);
    if (via.to === 'fresh') {
      const target = via.match === 'own' ? table.id : tables[(w + 1) % tables.length].id;
      const socket = await ProbeSocket.open(url);
      try {
        return await socket.ask(
          input.text.replace('"match":"own"', `"match":${JSON.stringify(target)}`),
          REPLY_MS,
          true,
        );
      } finally {
        socket.close();
      }
    }
    const path =
      via.path === 'create'
        ? '/api/matches'
        : `/api/matches/${table.id}/seats/${Math.floor(random() * table.seats.length)}/join`;
    const answer = await request(url, 'POST', path, input.text);
    return { type: 'http', status: answer.status, body: answer.body };
  };

  /** Checks one answer; answers the history the match moved to when the input was taken. */
  const judge = (table: Table, input: HostileInput, before: string, reply: Reply | null): string | null => {
    const game = table.game.id;
    if (!reply) return (void violate(game, input, reply, 'no answer'), null);
    if (reply.type === 'http') {
      count(report.answers, `http ${reply.status}`);
      if (reply.status >= 500) violate(game, input, reply, 'the server failed');
      else if (reply.status >= 400 && typeof reply.body?.error?.code !== 'string')
        violate(game, input, reply, 'an HTTP error without its code');
      else if (reply.status < 400 && !input.mayApply)
        violate(game, input, reply, 'a hostile request was taken');
      return null;
    }
    if (reply.type === 'closed') return (void violate(game, input, reply, 'the socket was closed'), null);
    if (reply.type === 'update') {
      count(report.answers, `taken (${input.kind})`);
      if (input.via.to === 'fresh')
        violate(game, input, reply, 'a token opened a seat it does not belong to');
      else if (!input.mayApply) violate(game, input, reply, 'a hostile input was taken');
      return reply.history;
    }
    count(report.answers, reply.error?.code ?? reply.type);
    if (input.via.to === 'fresh' && reply.error?.code !== 'bad-token')
      violate(game, input, reply, 'a foreign token was not refused as bad-token');
    if (reply.type === 'rejected' && reply.history !== before)
      violate(game, input, reply, 'a refusal names another history than the one before it');
    if (reply.type === 'error' && reply.error?.code === 'server-error')
      violate(game, input, reply, 'the server failed');
    return null;
  };

  const work = async (w: number) => {
    const random = randomSource(`${seed}:worker:${w}`);
    let round = 0;
    let table = tables[w];
    let taken: Moment['taken'] = [];
    for (let n = 0; n < quota; ) {
      if (table.now.result) {
        report.finished++;
        table.close();
        table = await open(w, ++round);
        taken = [];
      }
      if (random() < 0.25) {
        await move(table, random, taken);
        continue;
      }
      const now = table.now;
      const decider = now.waiting[0] ?? 0;
      const moment: Moment = {
        seats: table.seats.length,
        version: now.version,
        history: now.history,
        undos: Number(String(now.history).split('.')[1]),
        waiting: now.waiting,
        legal: (table.seats[decider].latest?.legal ?? []).map((l: { action: unknown }) => l.action),
        taken,
        ownToken: table.tokens[0],
        foreignToken: tables[(w + 1) % tables.length].tokens[0],
      };
      const input = hostileInput(random, moment);
      n++;
      report.inputs++;
      count(report.byKind, input.kind);
      const reply = await deliver(w, table, input, random);
      const moved = judge(table, input, now.history, reply);
      if (moved && !(await table.reach(moved)))
        violate(table.game.id, input, reply, 'a seat missed an update');
      // Now and then the stored match must be where its seats see it: nothing refused changed it.
      if (n % 250 === 0) {
        const stored = await request(url, 'GET', `/api/matches/${table.id}`);
        if (stored.body?.version !== table.now.version)
          violate(table.game.id, input, stored.body, 'the stored match is not where its seats see it');
      }
      if (w === 0 && n % 2000 === 0)
        options.progress?.(`${report.inputs} inputs, ${report.violations} violations`);
    }
  };

  for (let w = 0; w < workers.length; w++) await open(w, 0);
  await Promise.all(workers.map((_, w) => work(w)));
  for (const t of tables) t.close();
  report.serverAnswersAfter = (await request(url, 'GET', '/api/games')).status === 200;
  report.seconds = (performance.now() - started) / 1000;
  report.inputsPerSecond = report.inputs / report.seconds;
  return report;
}
