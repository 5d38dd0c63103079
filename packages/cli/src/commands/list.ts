import { describeOptions } from '@questbox/engine';
import { listedGames } from '@questbox/games';

interface OptionSchema {
  properties?: Record<string, { type?: string; default?: unknown; description?: string; enum?: unknown[] }>;
}

export function listCommand(flags: { json?: boolean }): void {
  const games = listedGames().map((g) => ({
    id: g.id,
    title: g.title,
    seats: g.seats,
    options: describeOptions(g),
  }));
  if (flags.json) {
    console.log(JSON.stringify(games, null, 2));
    return;
  }
  if (games.length === 0) console.log('No games yet.');
  for (const g of games) {
    const seats = g.seats.min === g.seats.max ? `${g.seats.min}` : `${g.seats.min}-${g.seats.max}`;
    console.log(`${g.id.padEnd(16)} ${g.title} (${seats} seats)`);
    const props = (g.options as OptionSchema).properties ?? {};
    for (const [key, p] of Object.entries(props)) {
      const kind = p.enum ? p.enum.map((v) => JSON.stringify(v)).join('|') : (p.type ?? 'any');
      const def = p.default === undefined ? '' : `, default ${JSON.stringify(p.default)}`;
      console.log(
        `${''.padEnd(17)}--option ${key}=<${kind}>${def}${p.description ? `: ${p.description}` : ''}`,
      );
    }
  }
}
