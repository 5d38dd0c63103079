import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorBody } from './errors';

/** A URL longer than this is refused (414) before routing. */
export const MAX_URL_CHARS = 2048;
/** A body over the limit is still read up to this much, so a client that streams it gets the 413. */
export const DRAIN_BYTES = 4 * 1024 * 1024;

/** The framework's error codes, as the API's status and code. */
const frameworkCodes: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'bad-url'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'too-long'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'too-large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported-media-type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad-request'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad-request'],
};

/**
 * Every HTTP error, the framework's included, answered as `{ error: { code, message } }`: one
 * handler for route errors, framework errors (bad URL, over-long parameters), unknown paths and
 * wrong methods.
 */
export function answerErrorsAsApi(
  app: FastifyInstance,
  answer: ReturnType<typeof errorAnswer>,
): (path: string) => string[] {
  app.setErrorHandler(answer);
  // Bodies are JSON: any other content type is a 415, not a string the schema then refuses.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_CHARS)
      throw new ApiError(414, 'too-long', `A URL is at most ${MAX_URL_CHARS} characters.`);
  });

  // The methods of each route, for a 405 with Allow on a known path asked with another method.
  const routes: { pattern: RegExp; method: string }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const pattern = new RegExp(`^${route.url.replace(/:[^/]+/g, '[^/]+').replace(/\*/g, '.*')}$`);
    for (const method of methods) routes.push({ pattern, method });
  });
  // Answers the methods the routes take at a path (none: an unknown path).
  return (path) => [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))].sort();
}

/** The one error handler: route errors, the framework's errors and ours, all in the API format. */
export function errorAnswer(bodyLimit: number) {
  return async (error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply.code(error.status).send(errorBody(error.code, error.message));
    }
    const known = error.code ? frameworkCodes[error.code] : undefined;
    if (known?.[0] === 413) {
      // Closing on an unread body resets the connection before a streaming client reads the answer.
      if (!(await drain(request.raw, DRAIN_BYTES))) reply.header('connection', 'close');
      return reply.code(413).send(errorBody('too-large', `A body is at most ${bodyLimit} bytes.`));
    }
    if (known?.[0] === 414)
      return reply.code(414).send(errorBody('too-long', 'A match id or seat is too long.'));
    if (known) return reply.code(known[0]).send(errorBody(known[1], error.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(400).send(errorBody('bad-request', error.message));
    console.error('questbox: request failed:', error);
    return reply.code(500).send(errorBody('server-error', 'The server failed on that request.'));
  };
}

/** Reads and drops what is left of a request body, up to `max` bytes: true when it all came. */
function drain(raw: IncomingMessage, max: number): Promise<boolean> {
  if (raw.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (all: boolean) => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onError);
      resolve(all);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > max) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onError);
    raw.resume();
  });
}
