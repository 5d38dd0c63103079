import { z } from 'zod';
import { TURN_SECONDS_MAX, TURN_SECONDS_MIN } from './timer';

/** Every input from a client is checked here before anything else looks at it. */

const seatSpec = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }).strict(),
  z.object({ kind: z.literal('bot'), bot: z.string().max(40) }).strict(),
]);

export const createMatchBody = z
  .object({
    game: z.string().min(1).max(60),
    options: z.record(z.string(), z.unknown()).optional(),
    seed: z.string().min(1).max(200).optional(),
    seats: z.array(seatSpec).min(1).max(16),
    awayMinutes: z.number().positive().max(1440).optional(),
    turnSeconds: z.number().int().min(TURN_SECONDS_MIN).max(TURN_SECONDS_MAX).optional(),
  })
  .strict();

export const joinBody = z
  .object({ name: z.string().trim().min(1).max(40).optional() })
  .strict()
  .optional();

export const matchListQuery = z
  .object({
    status: z.enum(['waiting', 'running', 'finished']).optional(),
    game: z.string().max(60).optional(),
    /** At most this many, newest first (1 to 100; 100 when left out). */
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();

export const gamesQuery = z.object({ all: z.enum(['true', 'false']).optional() }).strict();

const clientId = z.string().max(64).optional();
const history = z.string().max(40).optional();

export const clientMessage = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('attach'),
      match: z.string().min(1).max(40),
      token: z.string().min(1).max(100).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('act'),
      id: clientId,
      version: z.number().int().min(0).optional(),
      history,
      action: z.unknown().refine((a) => a !== undefined, 'Required'),
    })
    .strict(),
  z
    .object({ type: z.literal('undo'), id: clientId, version: z.number().int().min(0).optional(), history })
    .strict(),
  z.object({ type: z.literal('ping'), id: clientId }).strict(),
  // The length limit of a line is the chat's own (a refusal naming it); this only bounds the message.
  z.object({ type: z.literal('chat'), id: clientId, text: z.string().max(4000) }).strict(),
]);

export type ClientMessage = z.infer<typeof clientMessage>;

/** The first problem of a zod failure, as one sentence. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue.path.join('.') || 'message'}: ${issue.message}`;
}
