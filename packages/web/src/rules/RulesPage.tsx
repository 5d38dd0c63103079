import type { Guide } from '@questbox/engine';
import { gameById } from '@questbox/games';
import { useEffect } from 'react';
import { rulesHash } from '../route';

/** Paragraphs, with runs of "- " lines drawn as one list. */
function Paragraphs({ text }: { text: string[] }) {
  const blocks: (string | string[])[] = [];
  for (const line of text) {
    const last = blocks[blocks.length - 1];
    if (!line.startsWith('- ')) blocks.push(line);
    else if (Array.isArray(last)) last.push(line.slice(2));
    else blocks.push([line.slice(2)]);
  }
  return (
    <>
      {blocks.map((b, i) =>
        Array.isArray(b) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the text is fixed; its order is its identity.
          <ul key={i}>
            {b.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <p key={i}>{b}</p>
        ),
      )}
    </>
  );
}

function Summary({ guide }: { guide: Guide }) {
  return (
    <section className="panel rules-summary" aria-labelledby="how-to-play">
      <h2 id="how-to-play">How to play, in short</h2>
      <dl>
        <dt>Your goal</dt>
        <dd>{guide.summary.goal}</dd>
        <dt>A turn</dt>
        <dd>{guide.summary.turn}</dd>
        <dt>The end</dt>
        <dd>{guide.summary.end}</dd>
      </dl>
    </section>
  );
}

/** A game's rules for players: the summary, a contents list, then every section; `section` is scrolled to. */
export function RulesPage({ gameId, section }: { gameId: string; section?: string }) {
  const game = gameById(gameId);
  const guide = game?.guide;
  useEffect(() => {
    const target = section ? document.getElementById(`rule-${section}`) : null;
    if (target) {
      target.scrollIntoView();
      target.focus();
    } else window.scrollTo(0, 0);
  }, [section]);
  if (!game || !guide)
    return (
      <section className="panel">
        <h1>Rules</h1>
        <p>
          {game ? `The rules of ${game.title} are not written up here yet.` : `There is no game "${gameId}".`}
        </p>
        <a href="#/">Back to the lobby</a>
      </section>
    );
  return (
    <article className="rules">
      <h1>How to play {game.title}</h1>
      <Summary guide={guide} />
      <nav className="panel rules-contents" aria-labelledby="rules-contents">
        <h2 id="rules-contents">The rules</h2>
        <ol>
          {guide.sections.map((s) => (
            <li key={s.id}>
              <a href={rulesHash(gameId, s.id)}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {guide.sections.map((s) => (
        <section
          key={s.id}
          id={`rule-${s.id}`}
          tabIndex={-1}
          className={s.id === section ? 'panel rule-section current' : 'panel rule-section'}
          aria-labelledby={`rule-title-${s.id}`}
        >
          <h2 id={`rule-title-${s.id}`}>{s.title}</h2>
          <Paragraphs text={s.text} />
        </section>
      ))}
    </article>
  );
}
