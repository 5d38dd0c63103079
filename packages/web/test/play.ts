import type { Page } from 'playwright-core';

/** Creates a match from the lobby: the game, then what sits in each seat ('me', 'friend' or 'bot:<id>'). */
export async function createFromLobby(page: Page, gameTitle: string, seats: string[], name?: string) {
  await page.getByRole('radio', { name: gameTitle }).check();
  const count = page.locator('#seat-count');
  if (await count.count()) await count.selectOption(String(seats.length));
  for (const [i, choice] of seats.entries()) await page.locator(`#seat-${i}`).selectOption(choice);
  if (name) await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Create match' }).click();
}

/**
 * Plays the seat on screen until the game ends, clicking the choice `pick` returns among the
 * enabled choice buttons (the first by default). `onTurn` runs before each click, with the count.
 */
export async function playToEnd(
  page: Page,
  options: {
    maxActions?: number;
    pick?: (texts: string[]) => number;
    onTurn?: (n: number) => Promise<void>;
  } = {},
) {
  const max = options.maxActions ?? 2000;
  for (let n = 0; n < max; n++) {
    const result = page.locator('.result');
    const choice = page.locator('button.choice:enabled');
    await result.or(choice.first()).first().waitFor({ timeout: 30_000 });
    if (await result.count()) return n;
    await options.onTurn?.(n);
    if (await result.count()) return n;
    const texts = await choice.allTextContents();
    if (texts.length === 0) continue;
    const index = options.pick ? options.pick(texts) : 0;
    await choice
      .nth(index)
      .click({ timeout: 5_000 })
      .catch(() => {
        // The board moved on between reading and clicking (a bot acted): look again.
      });
  }
  throw new Error(`The game did not end within ${max} actions.`);
}
