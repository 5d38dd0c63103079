import { RuleError } from '../errors';
import { type Frame, pendingFromStack, redactFrame } from '../stack';
import type { Decision, Seat, StepContext } from '../types';

/** The data of a frame names its kind, so each kind's handlers read their own fields. */
export interface FrameData {
  kind: string;
}

/**
 * One kind of frame, declared once: what may be answered, what an answer does, and which fields of
 * its data the table may see. A field left out of `show` is seen by nobody: a new secret on a frame
 * cannot leak because a view forgot to redact it.
 */
export interface FrameKind<S, D extends FrameData, A> {
  options(state: S, frame: Frame<D>, seat: Seat): A[];
  /** Applies one seat's answer; the frame is still on top: the handler pops it or waits for more. */
  answer(state: S, frame: Frame<D>, seat: Seat, action: A, ctx: StepContext): void;
  show?: {
    /** Fields of `data` everyone sees (`kind` always is). */
    public?: readonly (keyof D & string)[];
    /**
     * Fields only the seats of `to` see, by default the seats the frame waits on or has heard;
     * `all` shows them to everyone, spectators too (a card taken in the open).
     */
    private?: readonly (keyof D & string)[];
    to?(data: D): Seat[] | 'all';
  };
}

/** A handler for each `kind` of the union `D`. */
export type FrameKinds<S, D extends FrameData, A> = {
  [K in D['kind']]: FrameKind<S, Extract<D, { kind: K }>, A>;
};

/** The view of a frame: who is asked, who has answered (not what), and its declared data. */
export type FrameView = Omit<ReturnType<typeof redactFrame>, 'data'> & { data: Record<string, unknown> };

export interface FrameTable<S, D extends FrameData, A> {
  kinds: FrameKinds<S, D, A>;
  /** One decision for each seat the top frame waits on; none when the stack is empty. */
  pending(stack: Frame<D>[]): Decision[];
  legal(state: S, stack: Frame<D>[], seat: Seat): A[];
  /** Hands the answer to the top frame's kind. The action must come from `legal`. */
  step(state: S, stack: Frame<D>[], seat: Seat, action: A, ctx: StepContext): void;
  /** The stack as `viewer` may see it (null: a spectator). */
  view(stack: Frame<D>[], viewer: Seat | null): FrameView[];
}

/** The frame kinds of a game in one table: the kit dispatches, views and checks by kind. */
export function frameTable<S, D extends FrameData, A>(kinds: FrameKinds<S, D, A>): FrameTable<S, D, A> {
  const kindOf = (frame: Frame<D>): FrameKind<S, D, A> => {
    const kind = (kinds as unknown as Record<string, FrameKind<S, D, A>>)[frame.data.kind];
    if (!kind) throw new RuleError('unknown-frame', `No frame kind "${frame.data.kind}" is declared.`);
    return kind;
  };
  const top = (stack: Frame<D>[]) => stack[stack.length - 1];
  return {
    kinds,
    pending: (stack) => pendingFromStack(stack),
    legal(state, stack, seat) {
      const frame = top(stack);
      return frame?.waiting.includes(seat) ? kindOf(frame).options(state, frame, seat) : [];
    },
    step(state, stack, seat, action, ctx) {
      const frame = top(stack);
      if (!frame?.waiting.includes(seat))
        throw new RuleError('not-your-turn', 'Nothing is asked of you now.');
      kindOf(frame).answer(state, frame, seat, action, ctx);
    },
    view(stack, viewer) {
      return stack.map((frame) => {
        const show = kindOf(frame).show ?? {};
        const { data, ...rest } = redactFrame(frame, viewer);
        const insiders = show.to
          ? show.to(frame.data)
          : [...frame.waiting, ...Object.keys(frame.answers ?? {}).map(Number)];
        const keys = [
          'kind',
          ...(show.public ?? []),
          ...(insiders === 'all' || (viewer !== null && insiders.includes(viewer))
            ? (show.private ?? [])
            : []),
        ];
        const seen: Record<string, unknown> = {};
        for (const key of keys)
          if (key in data) seen[key] = structuredClone((data as Record<string, unknown>)[key]);
        return { ...rest, data: seen };
      });
    },
  };
}

/** A job the rules must do when no question is open (a monster phase step, a draw), by kind. */
export interface Task {
  kind: string;
}

export type TaskHandlers<S, T extends Task> = {
  [K in T['kind']]: (state: S, task: Extract<T, { kind: K }>, ctx: StepContext) => void;
};

/**
 * Runs queued tasks in order while no question is open and `stop` does not say the game is over.
 * A handler may queue more (`unshift` for "next", `push` for "later") or open a frame.
 */
export function runTasks<S, T extends Task>(
  state: S,
  queue: { tasks: T[]; stack: Frame<FrameData>[] },
  handlers: TaskHandlers<S, T>,
  ctx: StepContext,
  stop: (state: S) => boolean = () => false,
): void {
  while (queue.stack.length === 0 && queue.tasks.length > 0 && !stop(state)) {
    const task = queue.tasks.shift() as T;
    const handle = (handlers as unknown as Record<string, (s: S, t: T, c: StepContext) => void>)[task.kind];
    if (!handle) throw new RuleError('unknown-task', `No task handler for "${task.kind}".`);
    handle(state, task, ctx);
  }
}
