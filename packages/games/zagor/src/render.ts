import { spaceName } from './board';
import { OBJECT, POEM, type ScoreLine, TILE, TREASURE, type ZagorState } from './state';

type View = Record<string, any> & { scoreTable?: ScoreLine[] };

const where = (f: { at: string; pos: string | null; wounds: number }) =>
  `${f.at === 'boat' ? `aboard (${f.pos})` : f.at}, ${f.wounds} wound${f.wounds === 1 ? '' : 's'}`;
const names = (ids: string[], of: Record<string, { name: string }>) =>
  ids.map((i) => of[i]?.name ?? i).join(', ') || '-';

/** The view as text for the terminal: the Athena, the dice, each character, the Encounters face up. */
export function renderView(v: View, seat: number | null): string {
  const lines: string[] = [];
  const hull = (v.hull as ZagorState['hull']).map((h) => (h.crash ? 'X' : String(h.speed))).join(' ');
  lines.push(
    `Round ${v.round}. The Athena at ${spaceName(v.athena)}, hull [${hull}]. Helmsman: seat ${v.helmsman + 1}. Events left: ${v.eventDeck}.`,
  );
  lines.push(`Poems: ${POEM[v.poems[0]].title} (Left), ${POEM[v.poems[1]].title} (Right).`);
  lines.push(`Dice: ${(v.dice as ZagorState['dice']).map((d) => `${d.c}:${d.f}`).join(' ') || '-'}`);
  lines.push(`Zagor: ${where(v.zagor)}. Cico: ${where(v.cico)}.`);
  (v.players as any[]).forEach((p, i) => {
    const treasures = Array.isArray(p.treasures)
      ? p.treasures.map((t: string) => TREASURE[t].value).join('+') || '0'
      : `${p.treasures} face down`;
    lines.push(
      `${i === seat ? '>' : ' '} Seat ${i + 1} ${p.character}: ${where(p.fig)}; objects ${names(p.objects, OBJECT)}; treasures ${treasures}; trophies ${names(p.trophies, TILE)}; hold ${p.hold.length} (${p.holdUsed.length} used); scars ${p.scars}`,
    );
  });
  const shown = Object.entries(v.shown as Record<string, string[]>).filter(([, t]) => t.length > 0);
  if (shown.length > 0)
    lines.push(`Face up: ${shown.map(([sp, t]) => `${sp} ${names(t, TILE)}`).join('; ')}`);
  if (v.permanent.length > 0) lines.push(`Permanent Events: ${v.permanent.join(', ')}`);
  if (v.fight)
    lines.push(`Fight: ${TILE[v.fight.tile].name} with reinforcements ${v.fighting.join(', ') || '-'}`);
  if (v.scoreTable) {
    lines.push('Score: seat  left right aboard treasures objects scars total');
    for (const l of v.scoreTable)
      lines.push(
        `       ${l.seat + 1}     ${l.left}    ${l.right}    ${l.aboard}      ${l.treasures}        ${l.objects}     ${l.scars}    ${l.total}`,
      );
  }
  return lines.join('\n');
}
