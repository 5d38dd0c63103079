import { CARDS, TOKENS } from './data';
import { cardName } from './labels';
import { arcColour, RING_NAMES } from './model';
import { oracleCards, type View } from './view';

const W = 19;
const PHASE = ['', 'Draw up', 'Discard and draw', 'Trade', 'Play cards', 'Move monsters', 'Draw monsters'];
const pad = (s: string) => (s.length > W - 1 ? `${s.slice(0, W - 2)}~ ` : s.padEnd(W));

function structure(v: View, arc: number, tower: boolean): string {
  if (tower) {
    if (!v.towers[arc]) return '(no tower)';
    const owner = v.towerOwners[arc] >= 0 ? ` (seat ${v.towerOwners[arc] + 1})` : '';
    return `${v.towers[arc] === 2 ? "Wizard's Tower" : 'Tower'}${owner}${v.towerFlames[arc] ? ` fire${v.towerFlames[arc]}` : ''}`;
  }
  if (!v.walls[arc]) return '(no wall)';
  return `Wall${v.fortified[arc] ? '+Fortify' : ''}${v.wallFlames[arc] ? ` fire${v.wallFlames[arc]}` : ''}`;
}

/** The board as a table of rings by arcs, then the hands with short effect texts. */
export function render(v: View): string {
  const lines: string[] = [];
  lines.push(
    `Castle Panic - round ${v.round}, seat ${v.current + 1} to play, phase ${v.phase} (${PHASE[v.phase]})`,
  );
  lines.push(''.padEnd(11) + [0, 1, 2, 3, 4, 5].map((a) => pad(`arc ${a + 1} ${arcColour(a)}`)).join(''));
  for (let ring = 0; ring < 5; ring++) {
    if (ring === 4)
      lines.push('Walls'.padEnd(11) + [0, 1, 2, 3, 4, 5].map((a) => pad(structure(v, a, false))).join(''));
    const cells = [0, 1, 2, 3, 4, 5].map((arc) =>
      v.monsters
        .filter((m) => m.arc === arc && m.ring === ring)
        .map(
          (m) =>
            `${TOKENS[m.id].name} ${m.hp}/${m.maxHp}${m.flames ? ` f${m.flames}` : ''}${v.tarred === m.id ? ' tar' : ''}`,
        ),
    );
    if (ring === 4) for (const [a, c] of cells.entries()) c.unshift(structure(v, a, true));
    const rows = Math.max(1, ...cells.map((c) => c.length));
    for (let r = 0; r < rows; r++)
      lines.push(
        (r === 0 ? RING_NAMES[ring] : '').padEnd(11) +
          cells.map((c) => pad(c[r] ?? (r === 0 ? '.' : ''))).join(''),
      );
  }
  const wizard = v.options.wizardsTower ? `, Wizard deck ${v.wizardDeckOff ? 'lost' : v.wizardDeck}` : '';
  lines.push(
    `Monster bag ${v.bag}, Castle deck ${v.castleDeck}, discard ${v.castleDiscard.length}${wizard}, Imps in pile ${v.imps}, Fortify tokens left ${v.fortifyLeft}`,
  );
  const flags = [
    v.missing ? 'Missing' : '',
    v.ice ? 'Rain of Ice' : '',
    v.berserk ? `Berserk x${v.berserk}` : '',
  ].filter(Boolean);
  if (flags.length) lines.push(`This turn: ${flags.join(', ')}`);
  v.hands.forEach((h, p) => {
    const vp = v.trophies[p].reduce((s, t) => s + (TOKENS[t].vp ?? 0), 0);
    lines.push(
      `Seat ${p + 1}${p === v.seat ? ' (you)' : ''}: ${vp} trophy points${v.playersOut[p] ? ', out of the game' : ''}`,
    );
    for (const c of h)
      lines.push(`   ${cardName(c)}${CARDS[c].deck === 'wizard' ? ' [Wizard]' : ''} - ${CARDS[c].text}`);
  });
  const seen = oracleCards(v);
  if (seen.length > 0) lines.push(`Castle deck, top down, as you saw it: ${seen.map(cardName).join(', ')}`);
  if (Array.isArray(v.overlordTokens))
    lines.push(`Your monster tokens: ${v.overlordTokens.map((t) => TOKENS[t].name).join(', ') || 'none'}`);
  else if (v.overlordSeat >= 0)
    lines.push(`Seat ${v.overlordSeat + 1} is the Overlord, holding ${v.overlordTokens} monster tokens`);
  if (v.over) lines.push(v.over === 'won' ? `Victory! ${v.why}` : `Defeat. ${v.why}`);
  return lines.join('\n');
}
