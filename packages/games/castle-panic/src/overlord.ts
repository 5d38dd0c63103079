import type { Action } from './actions';
import { TOKENS } from './data';
import type { State } from './model';

const PLACEABLE = ['monster', 'boss', 'mega', 'special', 'harbinger'];

/** The Overlord plays one monster where it likes, or up to its limit of tokens at random, or stops. */
export function overlordOptions(st: State): Action[] {
  const out: Action[] = [{ t: 'done' }];
  const seen = new Set<string>();
  for (const tok of st.overlordTokens) {
    const t = TOKENS[tok];
    if (seen.has(t.key)) continue;
    seen.add(t.key);
    if (st.overlordPlays === 0 && PLACEABLE.includes(t.kind))
      for (let arc = 0; arc < 6; arc++) out.push({ t: 'place', tok, arc });
    out.push({ t: 'playTok', tok });
  }
  return out;
}
