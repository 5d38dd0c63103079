import { actionCard, type CocView, type Paragraph, paragraph } from '@questbox/city-of-chaos/face';
import type { LegalChoice } from '../../protocol';

type Pick = (matches: LegalChoice[], fallback?: unknown) => void;
type Act = { t: string; i?: number };
const actOf = (c: LegalChoice) => c.action as Act;

function requirement(r: NonNullable<Paragraph['choices']>[number]['requires']): string {
  if (!r) return '';
  return [
    r.groats && `${r.groats} groats`,
    r.item && `the ${r.item.replace(/-/g, ' ')}`,
    r.special && `the ${r.special.replace(/-/g, ' ')}`,
    r.clue && `Clue ${r.clue}`,
    r.guild && `the ${r.guild.replace(/-/g, ' ')}`,
    r.flag && 'something learnt before',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The paragraph of the Tome of Chaos being read (or read last), its text and its choices. */
export function TomePage({
  view,
  seat,
  legal,
  pick,
}: {
  view: CocView;
  seat: number | null;
  legal: LegalChoice[];
  pick: Pick;
}) {
  const reading = view.phase.kind === 'read' ? view.phase.paragraph : null;
  const id = reading ?? (seat === null ? null : view.lastRead[seat]);
  const p = id === null ? undefined : paragraph(id);
  if (!p) return null;
  const chosen = legal.filter((c) => actOf(c).t === 'choose');
  return (
    <section className="coc-tome" aria-label="The Tome of Chaos">
      <h3>
        {reading === null ? 'Last read' : 'The Tome of Chaos'} · {p.id}. {p.title}
      </h3>
      <p>{p.text}</p>
      {reading !== null && p.choices && (
        <div className="coc-choices">
          {p.choices.map((c) => {
            const matches = chosen.filter((l) => l.text === c.label);
            const needs = requirement(c.requires);
            return (
              <button
                key={c.label}
                type="button"
                className={`coc-button${matches.length ? ' legal' : ''}`}
                disabled={matches.length === 0}
                onClick={() => pick(matches)}
              >
                {c.label}
                {needs && <span className="muted"> (needs {needs})</span>}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}

/** The Action card drawn on the street: its text and its options, and the Interactions it allows. */
export function ActionCardNote({ view, legal, pick }: { view: CocView; legal: LegalChoice[]; pick: Pick }) {
  const phase = view.phase;
  if (phase.kind !== 'card' && phase.kind !== 'interact') return null;
  const card = actionCard(phase.card);
  if (!card) return null;
  const offered = legal.filter((c) => actOf(c).t === 'option' || actOf(c).t === 'interact');
  return (
    <section className="frame-note coc-action" aria-label="The Action card">
      <h3>{card.name}</h3>
      <p>{card.text}</p>
      <div className="coc-choices">
        {offered.map((c) => (
          <button key={c.text} type="button" className="coc-button legal" onClick={() => pick([c])}>
            {c.text}
          </button>
        ))}
      </div>
    </section>
  );
}
