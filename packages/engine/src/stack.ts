import type { Decision, Seat } from './types';

/**
 * One frame of the decision stack kept in a game state. The top frame is what the table waits on;
 * an interrupt (a reaction window) is pushed on top of the action it answers and resolved first.
 */
export interface Frame<D = unknown> {
  kind: string;
  prompt: string;
  /** Seats that still have to answer; several at once for simultaneous decisions. */
  waiting: Seat[];
  /** Answers given so far, by seat. Views show a seat only its own until the frame resolves. */
  answers?: Record<number, unknown>;
  data: D;
}

export function pushFrame<F extends Frame<any>>(stack: F[], frame: F): F {
  stack.push(frame);
  return frame;
}

export function topFrame<F extends Frame<any>>(stack: F[]): F | undefined {
  return stack[stack.length - 1];
}

export function popFrame<F extends Frame<any>>(stack: F[]): F | undefined {
  return stack.pop();
}

/** The decisions the top frame asks for: one per waiting seat. */
export function pendingFromStack(stack: Frame<any>[]): Decision[] {
  const top = stack[stack.length - 1];
  if (!top) return [];
  return top.waiting.map((seat) => ({ seat, prompt: top.prompt }));
}

/** Records a seat's answer; returns true when every seat has answered. */
export function answerFrame(frame: Frame<any>, seat: Seat, answer: unknown): boolean {
  const i = frame.waiting.indexOf(seat);
  if (i < 0) return frame.waiting.length === 0;
  frame.waiting.splice(i, 1);
  if (!frame.answers) frame.answers = {};
  frame.answers[seat] = answer;
  return frame.waiting.length === 0;
}

/**
 * A reaction window for every seat the rule allows to react, whether or not it holds a reaction:
 * waiting only on holders would tell the table who holds one.
 */
export function reactionWindow<D>(kind: string, prompt: string, seats: Seat[], data: D): Frame<D> {
  return { kind, prompt, waiting: seats.slice(), data };
}

/** A frame as `viewer` may see it: other seats' answers hidden until it resolves. */
export function redactFrame<D>(
  frame: Frame<D>,
  viewer: Seat | null,
): Omit<Frame<D>, 'answers'> & {
  answered: Seat[];
  answers?: Record<number, unknown>;
} {
  const answered = frame.answers ? Object.keys(frame.answers).map(Number) : [];
  const own =
    viewer !== null && frame.answers && viewer in frame.answers
      ? { [viewer]: frame.answers[viewer] }
      : undefined;
  return {
    kind: frame.kind,
    prompt: frame.prompt,
    waiting: frame.waiting.slice(),
    data: frame.data,
    answered,
    answers: own,
  };
}
