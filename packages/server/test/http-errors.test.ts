import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index';
import { api, startTestServer } from './helpers';

let server: RunningServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ limits: { httpBurst: 10_000 } });
  base = server.url;
});
afterAll(() => server.close());

/** A request written by hand, for what fetch will not send (a bad URL, a half handshake). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: any }>((resolve, reject) => {
    const url = new URL(base);
    const req = httpRequest({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every error answer has the one format: `{ error: { code, message } }` and nothing else. */
function expectError(body: any, code: string) {
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
}

describe('framework errors in the API format', () => {
  it('answers a malformed URL with 400 bad-url', async () => {
    const r = await raw('/%ff', {}, 'POST');
    expect(r.status).toBe(400);
    expectError(r.body, 'bad-url');
  });

  it('answers a match id or a seat over 100 characters with 414 too-long', async () => {
    const long = 'x'.repeat(101);
    const match = await api(base, 'GET', `/api/matches/${long}`);
    expect(match.status).toBe(414);
    expectError(match.body, 'too-long');
    const seat = await api(base, 'POST', `/api/matches/m_abc/seats/${long}/join`, {});
    expect(seat.status).toBe(414);
    expectError(seat.body, 'too-long');
  });

  it('answers a URL over 2048 characters with 414 too-long', async () => {
    const r = await api(base, 'GET', `/api/matches?game=${'g'.repeat(2100)}`);
    expect(r.status).toBe(414);
    expectError(r.body, 'too-long');
  });

  it('answers a body that is not JSON with 415 unsupported-media-type', async () => {
    const response = await fetch(`${base}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(415);
    expectError(await response.json(), 'unsupported-media-type');
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const response = await fetch(`${base}/api/matches`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    expectError(await response.json(), 'method-not-allowed');
    const join = await fetch(`${base}/api/matches/m_abc/seats/0/join`, { method: 'GET' });
    expect(join.status).toBe(405);
    expect(join.headers.get('allow')).toBe('POST');
  });

  it('answers a plain GET on /ws with 426, and a bad handshake with 400', async () => {
    const plain = await fetch(`${base}/ws`);
    expect(plain.status).toBe(426);
    expect(plain.headers.get('upgrade')).toBe('websocket');
    expectError(await plain.json(), 'upgrade-required');
    const half = await raw('/ws', {
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-version': '13',
    });
    expect(half.status).toBe(400);
    expectError(half.body, 'bad-handshake');
  });
});

describe('bodies over the limit', () => {
  it('gives a client that streams 1.1 MB the 413 answer, not a reset connection', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(32);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 1_100_000) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${base}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expectError(await response.json(), 'too-large');
  });
});

describe('seat numbers', () => {
  it('accepts only the canonical seat number: 01 is not seat 1', async () => {
    const created = await api(base, 'POST', '/api/matches', {
      game: 'race',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    for (const seat of ['01', '1.0', '+1', '1e0']) {
      const r = await api(base, 'POST', `/api/matches/${created.body.id}/seats/${seat}/join`, {});
      expect(r.status, seat).toBe(404);
      expectError(r.body, 'unknown-seat');
    }
    const info = await api(base, 'GET', `/api/matches/${created.body.id}`);
    expect(info.body.seats[1].claimed).toBe(false);
    const real = await api(base, 'POST', `/api/matches/${created.body.id}/seats/1/join`, {});
    expect(real.status).toBe(200);
  });
});
