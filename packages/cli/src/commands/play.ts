import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import {
  act,
  botChoice,
  createMatch,
  isRuleError,
  type Match,
  random,
  saveMatch,
  turns,
  undo,
} from '@questbox/engine';
import { findGame, parseSeats, type SeatKind } from '../args';
import { printEntry } from '../log';
import { ruleForPrompt } from './rules';

export interface PlayFlags {
  seats?: string;
  seed?: string;
  option: Record<string, unknown>;
  save?: string;
}

const HELP =
  'Type the number of a choice. Other commands: r = the rule for this choice, u = undo your last action, s FILE = save, j = view as JSON, q = quit.';

/** Reads lines from standard input; `null` once it is closed. */
function lineReader(): { next(prompt: string): Promise<string | null>; close(): void } {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async next(prompt) {
      process.stdout.write(prompt);
      const r = await lines.next();
      return r.done ? null : String(r.value).trim();
    },
    close: () => rl.close(),
  };
}

function save(match: Match, file: string): void {
  writeFileSync(file, `${JSON.stringify(saveMatch(match), null, 2)}\n`);
  console.log(`Saved to ${file}.`);
}

/** Plays a match in the terminal: humans choose from numbered options, bots play their seats. */
export async function playCommand(gameId: string, flags: PlayFlags): Promise<number> {
  const game = findGame(gameId);
  const seats: SeatKind[] = parseSeats(game, flags.seats, ['human']);
  const seed = flags.seed ?? String(Date.now());
  const match = createMatch(game, { options: flags.option, seats: seats.length, seed });
  const bots = random.randomSource(`${seed}:bots`);
  const humans = seats.flatMap((k, i) => (k === 'human' ? [i] : []));
  const seen = new Map<number, number>(humans.map((s) => [s, 0])); // log entries each human has been shown
  const input = lineReader();
  let atScreen: number | null = humans.length === 1 ? humans[0] : null;
  console.log(
    `${game.title}, seed ${seed}. Seats: ${seats.map((k, i) => `${i + 1} ${k === 'human' ? 'human' : k.id}`).join(', ')}.`,
  );
  const asked = flags.seats ? flags.seats.split(',').length : 1;
  if (seats.length > asked)
    console.log(
      `${game.title} needs at least ${game.seats.min} seats: ${seats.length - asked === 1 ? 'one seat was' : `${seats.length - asked} seats were`} filled with random bots.`,
    );
  console.log(HELP);
  const shownBoard = new Map<number, string>(); // the board each human last saw: reprinted only when it changed

  const showNewLog = (seat: number) => {
    for (let i = seen.get(seat) ?? 0; i < match.log.length; i++) printEntry(i, match.log[i], seat);
    seen.set(seat, match.log.length);
  };

  try {
    const loop = turns(
      game,
      () => match.state,
      { maxSteps: Number.POSITIVE_INFINITY },
      (decisions) => decisions.find((d) => seats[d.seat] === 'human') ?? decisions[0],
    );
    for (const decision of loop) {
      const kind = seats[decision.seat];
      if (kind !== 'human') {
        act(game, match, decision.seat, botChoice(kind, game, match.state, decision, bots));
        continue;
      }
      const seat = decision.seat;
      if (atScreen !== seat) {
        // Hot-seat: the screen is covered until the next player is there.
        console.log('\n'.repeat(40));
        const ok = await input.next(`Pass the screen to seat ${seat + 1}, then press Enter. `);
        if (ok === null) return 0;
        atScreen = seat;
      }
      showNewLog(seat);
      const view = game.view(match.state, seat);
      const board = game.render ? game.render(view, seat) : JSON.stringify(view, null, 2);
      if (shownBoard.get(seat) !== board) console.log(`\n${board}`);
      shownBoard.set(seat, board);
      const legal = game.legal(match.state, seat);
      console.log(`\nSeat ${seat + 1}: ${decision.prompt}`);
      for (const [i, a] of legal.entries())
        console.log(`  ${String(i + 1).padStart(3)}. ${game.describe(a, match.state)}`);
      for (;;) {
        const line = await input.next('> ');
        if (line === null || line === 'q') {
          console.log('Left the game.');
          return 0;
        }
        if (line === '') continue;
        if (line === 'h' || line === '?') console.log(HELP);
        else if (line === 'j') console.log(JSON.stringify(view, null, 2));
        else if (line === 'r') console.log(ruleForPrompt(game, decision.prompt));
        else if (line.startsWith('s ')) save(match, line.slice(2).trim());
        else if (line === 'u') {
          try {
            undo(game, match, seat);
            seen.set(seat, Math.min(seen.get(seat) ?? 0, match.log.length));
            console.log('Taken back.');
            break;
          } catch (e) {
            if (!isRuleError(e)) throw e;
            console.log(e.message);
          }
        } else {
          const n = Number(line);
          if (!Number.isInteger(n) || n < 1 || n > legal.length) {
            console.log(`Choose a number from 1 to ${legal.length}, or h for help.`);
            continue;
          }
          try {
            console.log(`${n}. ${game.describe(legal[n - 1], match.state)}`);
            act(game, match, seat, legal[n - 1]);
            break;
          } catch (e) {
            if (!isRuleError(e)) throw e;
            console.log(e.message);
          }
        }
      }
    }
    const viewer = humans.length === 1 ? humans[0] : null;
    const from = humans.length > 0 ? Math.min(...humans.map((s) => seen.get(s) ?? 0)) : 0;
    for (let i = from; i < match.log.length; i++) printEntry(i, match.log[i], viewer);
    const result = game.result(match.state)!;
    console.log(`\n${result.summary}`);
    if (game.render) console.log(game.render(game.view(match.state, null), null));
    if (flags.save) save(match, flags.save);
    return 0;
  } finally {
    input.close();
  }
}
