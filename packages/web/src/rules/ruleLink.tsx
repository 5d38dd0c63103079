import { sectionForPrompt } from '@questbox/engine';
import { gameById } from '@questbox/games';
import { rulesHash } from '../route';

/** The link from a prompt to the rule that explains it, opened beside the table; nothing when no section does. */
export function RuleLink({ gameId, prompt }: { gameId: string; prompt: string }) {
  const guide = gameById(gameId)?.guide;
  const section = guide ? sectionForPrompt(guide, prompt) : null;
  if (!section) return null;
  return (
    <a className="rule-link" href={rulesHash(gameId, section.id)} target="_blank" rel="noreferrer">
      Rule: {section.title}
    </a>
  );
}

/** The link to a game's whole rules, opened beside the page; nothing for a game without a guide. */
export function RulesLink({ gameId, text = 'How to play' }: { gameId: string; text?: string }) {
  if (!gameById(gameId)?.guide) return null;
  return (
    <a className="rules-link" href={rulesHash(gameId)} target="_blank" rel="noreferrer">
      {text}
    </a>
  );
}
