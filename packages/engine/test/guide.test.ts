import { describe, expect, it } from 'vitest';
import { loadGuide, raceGame, sectionForPrompt, unexplainedPrompts } from '../src';

const raceGuide = {
  game: 'race',
  origin: 'designed',
  summary: { goal: 'Reach 100 first.', turn: 'Roll or sprint.', end: 'The first at 100 wins.' },
  sections: [
    {
      id: 'moving',
      title: 'Moving',
      text: ['Roll one die, or sprint.', '- a bullet'],
      prompts: ['^roll or sprint'],
    },
    { id: 'winning', title: 'Winning', text: ['The first at 100 wins.'], prompts: [] },
  ],
};

describe('guides', () => {
  it('links a prompt to the first section whose pattern matches it, case aside', () => {
    const guide = loadGuide('Race', raceGuide);
    expect(sectionForPrompt(guide, 'ROLL or sprint')?.id).toBe('moving');
    expect(sectionForPrompt(guide, 'Pick a card')).toBeNull();
  });

  it('reports every problem of a guide file at once', () => {
    const broken = {
      ...raceGuide,
      origin: 'invented',
      sections: [
        { ...raceGuide.sections[0], prompts: ['(unclosed'] },
        { ...raceGuide.sections[0], title: '' },
      ],
    };
    expect(() => loadGuide('Race', broken)).toThrow(
      /origin[\s\S]*prompts\.0[\s\S]*not a regular expression[\s\S]*title/,
    );
    const twice = { ...raceGuide, sections: [raceGuide.sections[0], raceGuide.sections[0]] };
    expect(() => loadGuide('Race', twice)).toThrow(/section "moving": has the id of an earlier section/);
  });

  it('finds the prompts of random games that no section explains', () => {
    const play = { games: 3, seats: [2], maxSteps: 50 };
    expect(unexplainedPrompts(raceGame, loadGuide('Race', raceGuide), play)).toEqual([]);
    const silent = { ...raceGuide, sections: [raceGuide.sections[1]] };
    expect(unexplainedPrompts(raceGame, loadGuide('Race', silent), play).length).toBeGreaterThan(0);
  });
});
