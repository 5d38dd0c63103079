import { type ParseArgsConfig, parseArgs } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * The flags of a campaign command. An unknown flag, a value missing or a stray word ends the
 * command with the reason and its usage (exit 2), not a stack trace.
 */
export function parseFlags<const O extends Options>(options: O, usage: string) {
  try {
    return parseArgs({ options }).values;
  } catch (e) {
    console.error(`${e instanceof Error ? e.message : String(e)}\nusage: ${usage}`);
    process.exit(2);
  }
}
