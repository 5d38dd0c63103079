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
    /** Tried before the list of choices: a click on the board that takes a choice, true when it did. */
    onBoard?: (page: Page) => Promise<boolean>;
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
    if (await options.onBoard?.(page)) continue;
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

/**
 * Creates a match through the server's API with a fixed seed, so a test that needs a particular
 * deal gets it every run: a human seat per name, held by this browser, then a seat per bot.
 */
export async function openSeededMatch(
  page: Page,
  url: string,
  match: { game: string; seed: string; names: string[]; bots?: string[]; options?: unknown },
): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const seats = [
    ...match.names.map(() => ({ kind: 'human' })),
    ...(match.bots ?? []).map((bot) => ({ kind: 'bot', bot })),
  ];
  const { id } = (await post('/api/matches', {
    game: match.game,
    seed: match.seed,
    seats,
    ...(match.options ? { options: match.options } : {}),
  })) as {
    id: string;
  };
  const tokens: Record<number, string> = {};
  for (const [seat, name] of match.names.entries()) {
    const { token } = (await post(`/api/matches/${id}/seats/${seat}/join`, { name })) as { token: string };
    tokens[seat] = token;
  }
  await page.evaluate(
    ([matchId, held]) => localStorage.setItem(`questbox.seats.${matchId}`, JSON.stringify(held)),
    [id, tokens] as const,
  );
  await page.goto(`${url}/#/match/${encodeURIComponent(id)}`);
  return id;
}

/** Clicks the first choice of whichever page offers one, until every page shows the result; answers the rounds taken. */
export async function playBoth(pages: Page[]) {
  const ready = (p: Page) => p.locator('button.choice:enabled, .result').first();
  for (let n = 0; n < 400; n++) {
    const results = await Promise.all(pages.map((p) => p.locator('.result').count()));
    if (results.every((r) => r > 0)) return n;
    // Wait until some page has something to do, then do it there.
    await Promise.any(pages.map((p) => ready(p).waitFor({ timeout: 30_000 })));
    for (const page of pages) {
      const choice = page.locator('button.choice:enabled').first();
      if (await choice.count()) await choice.click({ timeout: 1000 }).catch(() => {});
    }
  }
  throw new Error('The online match did not end.');
}

/**
 * Creates a seeded match of bots alone through the server's API and waits, on a spectator's
 * WebSocket opened in `page` (no board drawn), for its result, or for `actions` actions taken (the
 * bots play on). Answers the match id.
 */
export async function botMatchToEnd(
  page: Page,
  url: string,
  match: { game: string; seed: string; bots: string[]; actions?: number },
): Promise<string> {
  const response = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: match.game,
      seed: match.seed,
      seats: match.bots.map((bot) => ({ kind: 'bot', bot })),
    }),
  });
  if (!response.ok) throw new Error(`/api/matches answered ${response.status}: ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  await page.evaluate(
    ([wsUrl, matchId, actions]) =>
      new Promise<void>((resolve, reject) => {
        const ws = new WebSocket(wsUrl);
        ws.onopen = () => ws.send(JSON.stringify({ type: 'attach', match: matchId }));
        ws.onerror = () => reject(new Error('the spectator socket failed'));
        ws.onmessage = (e) => {
          const message = JSON.parse(e.data as string);
          if (message.type === 'update' && (message.result || message.version >= actions)) {
            ws.close();
            resolve();
          }
        };
      }),
    [`${url.replace(/^http/, 'ws')}/ws`, id, match.actions ?? Number.POSITIVE_INFINITY] as const,
  );
  return id;
}
