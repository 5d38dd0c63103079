import { readFileSync } from 'node:fs';
import { isRuleError } from '@questbox/engine';
import { Command, CommanderError } from 'commander';
import { BOT_NAMES, collectOption, UsageError } from './args';
import { benchCommand } from './commands/bench';
import { listCommand } from './commands/list';
import { playCommand } from './commands/play';
import { replayCommand } from './commands/replay';
import { rulesCommand } from './commands/rules';
import { serveCommand } from './commands/serve';
import { simulateCommand } from './commands/simulate';

// A reader that stops early (`questbox list | head`) is no error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(0);
});

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// A mistake prints one line and the hint, not the whole help (subcommands inherit both settings).
const program = new Command('questbox')
  .description('A digital table for adventure board games: play, simulate, replay, bench, serve.')
  .version(version, '-V, --version', 'print the version')
  .exitOverride()
  .showHelpAfterError('(run "questbox --help" for usage)');

program
  .command('list')
  .description('the games, their seat counts and options')
  .option('--json', 'print JSON')
  .action((flags) => listCommand(flags));

program
  .command('play <game>')
  .description('play in the terminal')
  .option(
    '--seats <kinds>',
    `comma-separated seat kinds: human, ${BOT_NAMES} (default: one human, bots to fill)`,
  )
  .option('--seed <seed>', 'seed of the game (default: the clock)')
  .option('--option <key=value>', 'a game option (repeatable)', collectOption, {})
  .option('--save <file>', 'save the match to this file when it ends')
  .action(async (game, flags) => {
    process.exitCode = await playCommand(game, flags);
  });

program
  .command('rules <game>')
  .description('the rules for players: a summary and every section')
  .option('--section <id>', 'print one section')
  .action((game, flags) => rulesCommand(game, flags));

program
  .command('simulate <game>')
  .description('play bot games headless and print the figures')
  .requiredOption('--games <n>', 'how many games')
  .option('--seats <kinds>', `comma-separated bot kinds: ${BOT_NAMES} (default: random for the fewest seats)`)
  .option('--seed <seed>', 'base seed', 'sim')
  .option('--option <key=value>', 'a game option (repeatable)', collectOption, {})
  .option('--json', 'print JSON')
  .option('--strict', 'also fail when a game stops at the step bound')
  .action((game, flags) => {
    process.exitCode = simulateCommand(game, flags);
  });

program
  .command('replay <match>')
  .description('print the log of a saved match')
  .option('--verify', 'check the state hash; exit 1 on a mismatch')
  .action((file, flags) => {
    process.exitCode = replayCommand(file, flags);
  });

program
  .command('bench')
  .description('engine and game speed with random bots, one core')
  .option('--seconds <s>', 'seconds per measurement', '2')
  .option('--json', 'print JSON')
  .action((flags) => benchCommand(flags));

program
  .command('serve')
  .description('start the match server and the web app')
  .option('--port <port>', 'port', '8080')
  .option('--host <host>', 'address to listen on', '127.0.0.1')
  .option('--db <file>', 'SQLite database file', './questbox.db')
  .option('--postgres <url>', 'PostgreSQL instead of SQLite (several servers may share it)')
  .option('--away-minutes <n>', "hand an absent player's seat to a bot after this long (default: never)")
  .option('--idle-minutes <n>', 'an unfinished match with no action for this long leaves the open list', '30')
  .option('--empty-minutes <n>', 'a match waiting with nobody at its table leaves the open list', '10')
  .action((flags) => serveCommand(flags));

try {
  await program.parseAsync(process.argv);
} catch (e) {
  if (e instanceof CommanderError) process.exitCode = e.exitCode === 0 ? 0 : 2;
  else if (e instanceof UsageError || isRuleError(e)) {
    console.error(`questbox: ${e.message}`);
    process.exitCode = 2;
  } else throw e;
}
