import { useEffect, useState } from 'react';
import { ApiError, createMatch, fetchGames, joinSeat } from '../api';
import type { GameInfo, SeatRequest } from '../protocol';
import { matchHash } from '../route';
import { RulesLink } from '../rules/ruleLink';
import { holdSeat } from '../seats';
import { OpenMatches } from './OpenMatches';
import { defaultOptions, OptionsForm, type OptionValues } from './OptionsForm';
import { savedName, saveName } from './playerName';

/** Who sits in a seat: this browser, a friend who gets a link, or a bot. */
type SeatChoice = 'me' | 'friend' | `bot:${string}`;

/** The turn timers offered: seconds a player has for each decision before a bot takes it. */
const TURN_TIMERS: { seconds: number | null; label: string }[] = [
  { seconds: null, label: 'Off' },
  { seconds: 30, label: '30 s a decision' },
  { seconds: 60, label: '60 s a decision' },
  { seconds: 120, label: '2 min a decision' },
];

export function Lobby() {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [gameId, setGameId] = useState('');
  const [options, setOptions] = useState<OptionValues>({});
  const [seatChoices, setSeatChoices] = useState<SeatChoice[]>([]);
  const [name, setName] = useState(savedName);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [turnSeconds, setTurnSeconds] = useState<number | null>(null);

  const game = games?.find((g) => g.id === gameId);

  function pickGame(next: GameInfo) {
    setGameId(next.id);
    setOptions(defaultOptions(next.options));
    const bot = `bot:${next.bots.includes('greedy') ? 'greedy' : next.bots[0]}` as SeatChoice;
    setSeatChoices(Array.from({ length: next.seats.min }, (_, i) => (i === 0 ? 'me' : bot)));
    setError(null);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the game list is fetched once.
  useEffect(() => {
    fetchGames()
      .then((list) => {
        setGames(list);
        if (list[0]) pickGame(list[0]);
      })
      .catch((e: unknown) => setLoadError(e instanceof Error ? e.message : String(e)));
  }, []);

  function setSeatCount(count: number) {
    if (!game) return;
    const fill = seatChoices[seatChoices.length - 1] ?? 'me';
    setSeatChoices(Array.from({ length: count }, (_, i) => seatChoices[i] ?? fill));
  }

  async function create() {
    if (!game) return;
    setCreating(true);
    setError(null);
    try {
      saveName(name);
      const seats: SeatRequest[] = seatChoices.map((c) =>
        c.startsWith('bot:') ? { kind: 'bot', bot: c.slice(4) } : { kind: 'human' },
      );
      const match = await createMatch({
        game: game.id,
        options,
        seats,
        ...(turnSeconds === null ? {} : { turnSeconds }),
      });
      const mine = seatChoices.flatMap((c, i) => (c === 'me' ? [i] : []));
      // Hot-seat players share this browser's name, so their seats keep their numbers instead.
      const seatName = mine.length === 1 ? name.trim() || undefined : undefined;
      for (const seat of mine) holdSeat(match.id, seat, await joinSeat(match.id, seat, seatName));
      // The host lands on the table, where the invite links of the friends' seats are shown.
      location.hash = matchHash(match.id);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setCreating(false);
    }
  }

  return (
    <div className="lobby">
      <section className="panel" aria-labelledby="new-match">
        <h1 id="new-match">New match</h1>
        {loadError && (
          <p role="alert" className="error">
            {loadError}
          </p>
        )}
        {games === null && !loadError && <p>Loading the games…</p>}
        {games && (
          <form
            // The server checks the options and answers with a sentence naming the bad field.
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void create();
            }}
          >
            <fieldset className="game-picker">
              <legend>Game</legend>
              {games.map((g) => (
                <label key={g.id} className={g.id === gameId ? 'game-choice selected' : 'game-choice'}>
                  <input
                    type="radio"
                    name="game"
                    value={g.id}
                    checked={g.id === gameId}
                    onChange={() => pickGame(g)}
                  />
                  {g.title}
                </label>
              ))}
            </fieldset>
            {game && (
              <>
                <p className="game-rules">
                  <RulesLink gameId={game.id} text={`How to play ${game.title}`} />
                </p>
                <fieldset>
                  <legend>Seats</legend>
                  {game.seats.min !== game.seats.max && (
                    <label className="option-field" htmlFor="seat-count">
                      Number of seats
                      <select
                        id="seat-count"
                        value={seatChoices.length}
                        onChange={(e) => setSeatCount(Number(e.target.value))}
                      >
                        {Array.from(
                          { length: game.seats.max - game.seats.min + 1 },
                          (_, i) => game.seats.min + i,
                        ).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                  {seatChoices.map((choice, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions at the table.
                    <label key={i} className="option-field" htmlFor={`seat-${i}`}>
                      Seat {i + 1}
                      <select
                        id={`seat-${i}`}
                        value={choice}
                        onChange={(e) =>
                          setSeatChoices(
                            seatChoices.map((c, j) => (j === i ? (e.target.value as SeatChoice) : c)),
                          )
                        }
                      >
                        <option value="me">Me, in this browser</option>
                        <option value="friend">A friend (join link)</option>
                        {game.bots.map((b) => (
                          <option key={b} value={`bot:${b}`}>
                            Bot: {b}
                          </option>
                        ))}
                      </select>
                    </label>
                  ))}
                  <p className="muted">Several seats "in this browser" play hot-seat on one screen.</p>
                </fieldset>
                <details className="options-box">
                  <summary>Options and variants</summary>
                  <OptionsForm schema={game.options} values={options} onChange={setOptions} />
                </details>
                <label className="option-field" htmlFor="turn-timer">
                  Turn timer
                  <select
                    id="turn-timer"
                    value={turnSeconds ?? ''}
                    onChange={(e) => setTurnSeconds(e.target.value === '' ? null : Number(e.target.value))}
                  >
                    {TURN_TIMERS.map((t) => (
                      <option key={t.label} value={t.seconds ?? ''}>
                        {t.label}
                      </option>
                    ))}
                  </select>
                </label>
                <p className="muted">
                  With a timer, a bot takes the decision of a player whose time runs out.
                </p>
                <label className="option-field" htmlFor="player-name">
                  Your name
                  <input
                    id="player-name"
                    type="text"
                    maxLength={40}
                    value={name}
                    placeholder="optional"
                    onChange={(e) => setName(e.target.value)}
                  />
                </label>
                {error && (
                  <p role="alert" className="error">
                    {error}
                  </p>
                )}
                <button type="submit" className="primary" disabled={creating}>
                  {creating ? 'Creating…' : 'Create match'}
                </button>
              </>
            )}
          </form>
        )}
      </section>
      <OpenMatches games={games ?? []} />
    </div>
  );
}
