import type { AnyGame } from '@questbox/engine';
import { type GuideSection, sectionForPrompt } from '@questbox/engine';
import { findGame, UsageError } from '../args';

/** A section as terminal text: its title underlined, paragraphs and bullets kept. */
export function sectionText(section: GuideSection): string {
  return [section.title, '-'.repeat(section.title.length), ...section.text].join('\n');
}

/** The rule that explains a prompt, as text, or a line saying there is none. */
export function ruleForPrompt(game: AnyGame, prompt: string): string {
  const section = game.guide ? sectionForPrompt(game.guide, prompt) : null;
  return section ? sectionText(section) : `No rule section explains "${prompt}".`;
}

/** Prints a game's rules for players: the summary and every section, or one section. */
export function rulesCommand(gameId: string, flags: { section?: string }): void {
  const game = findGame(gameId);
  const guide = game.guide;
  if (!guide) throw new UsageError(`The rules of ${game.title} are not written up yet.`);
  if (flags.section) {
    const section = guide.sections.find((s) => s.id === flags.section);
    if (!section)
      throw new UsageError(
        `${game.title} has no rule section "${flags.section}". Sections: ${guide.sections.map((s) => s.id).join(', ')}.`,
      );
    console.log(sectionText(section));
    return;
  }
  const { goal, turn, end } = guide.summary;
  console.log(`How to play ${game.title}\n\nYour goal: ${goal}\nA turn: ${turn}\nThe end: ${end}`);
  for (const section of guide.sections) console.log(`\n${sectionText(section)}`);
}
