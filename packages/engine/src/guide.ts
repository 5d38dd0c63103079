import { z } from 'zod';
import { drive } from './driver';
import { loadPack, origin } from './kit/pack';
import { parseOptions } from './options';
import { randomSource } from './rng';
import type { AnyGame } from './types';

/**
 * A game's rules for players: a short summary (goal, a turn, the end) and the full rules in sections.
 * Each section lists the prompts it explains (case-insensitive regular expressions), so a table can
 * link every decision to its rule without knowing the game.
 */
const section = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a lowercase id with dashes'),
  title: z.string().min(1),
  /** Paragraphs; a line starting with "- " is a bullet. */
  text: z.array(z.string().min(1)).min(1),
  prompts: z.array(
    z.string().refine((source) => {
      try {
        new RegExp(source, 'i');
        return true;
      } catch {
        return false;
      }
    }, 'not a regular expression'),
  ),
});

export const guideSchema = z.object({
  game: z.string(),
  origin,
  summary: z.object({ goal: z.string().min(1), turn: z.string().min(1), end: z.string().min(1) }),
  sections: z.array(section).min(1),
});

export type Guide = z.infer<typeof guideSchema>;
export type GuideSection = Guide['sections'][number];

/** Checks a guide file (every problem at once, as any data pack) and that its section ids are unique. */
export function loadGuide(title: string, file: unknown): Guide {
  return loadPack(title, { 'guide.json': file }, { 'guide.json': guideSchema }, (pack, problem) => {
    const seen = new Set<string>();
    for (const s of pack['guide.json'].sections) {
      if (seen.has(s.id)) problem('guide.json', `section "${s.id}"`, 'has the id of an earlier section');
      seen.add(s.id);
    }
  })['guide.json'];
}

/** The section that explains a prompt: the first whose patterns match it, or null. */
export function sectionForPrompt(guide: Guide, prompt: string): GuideSection | null {
  return guide.sections.find((s) => s.prompts.some((p) => new RegExp(p, 'i').test(prompt))) ?? null;
}

/**
 * The prompts met in random games that no section of the game's guide explains: a guide's test
 * plays `games` seeded games per seat count (up to `maxSteps` actions each) and expects none.
 */
export function unexplainedPrompts(
  game: AnyGame,
  guide: Guide,
  play: { games: number; seats: number[]; maxSteps: number; options?: unknown },
): string[] {
  const missing = new Set<string>();
  const options = parseOptions(game, play.options);
  for (const seats of play.seats)
    for (let g = 0; g < play.games; g++) {
      const random = randomSource(`guide:${seats}:${g}`);
      const state = game.setup(options, seats, `guide:${seats}:${g}`);
      drive(
        game,
        () => state,
        {
          choose: (decision) => {
            if (!sectionForPrompt(guide, decision.prompt)) missing.add(decision.prompt);
            const legal = game.legal(state, decision.seat);
            return legal[Math.floor(random() * legal.length)];
          },
          play: (seat, action) => game.step(state, seat, action, { emit: () => {} }),
        },
        { maxSteps: play.maxSteps },
      );
    }
  return [...missing].sort();
}
