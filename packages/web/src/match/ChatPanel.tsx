import { useState } from 'react';
import { seatName } from '../boards/seatName';
import type { ChatLine, SeatInfo } from '../protocol';
import { useFollowBottom } from './useFollowBottom';

/** The server's longest chat line; it refuses longer ones with a sentence anyway. */
const CHAT_CHARS = 300;

/**
 * The match's chat: every line with its writer's seat name, newest at the bottom (followed unless the reader scrolled up). Lines are text
 * (React escapes them). Players write; spectators read.
 */
export function ChatPanel({
  lines,
  seats,
  canWrite,
  onSay,
}: {
  lines: ChatLine[];
  seats: SeatInfo[];
  canWrite: boolean;
  onSay(text: string): void;
}) {
  const [text, setText] = useState('');
  const follow = useFollowBottom<HTMLOListElement>(lines.length);
  return (
    <section className="panel chat" aria-labelledby="chat-title">
      <h2 id="chat-title">Chat</h2>
      <ol
        {...follow}
        className="chat-list"
        aria-live="polite"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the chat scrolls, so keyboard users must reach it.
        tabIndex={0}
      >
        {lines.length === 0 && <li className="muted">No one has written yet.</li>}
        {lines.map((line) => (
          <li key={line.n} className="chat-line">
            <span className="chat-name">{line.name ?? seatName(seats, line.seat)}:</span>{' '}
            <span className="chat-text">{line.text}</span>
          </li>
        ))}
      </ol>
      {canWrite ? (
        <form
          className="chat-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim() === '') return;
            onSay(text);
            setText('');
          }}
        >
          <input
            type="text"
            aria-label="Chat message"
            maxLength={CHAT_CHARS}
            value={text}
            placeholder="Say something"
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit">Send</button>
        </form>
      ) : (
        <p className="muted">Spectators read the chat; players write in it.</p>
      )}
    </section>
  );
}
