import { buildApp } from './app';
import type { Limits } from './limits';
import type { ActTimings } from './matches';

export { hasServerNodeFlags, serverNodeFlags } from './heap';

export interface ServerOptions {
  port: number;
  host?: string;
  dbPath: string;
  webRoot?: string;
  postgresUrl?: string;
  botDelayMs?: number;
  botLeaseMs?: number;
  awayMinutes?: number;
  /** An unfinished match with no action for this long leaves the lobby's open list (default 30). */
  idleMinutes?: number;
  /** A match waiting for players with nobody at its table for this long leaves the list (default 10). */
  emptyMinutes?: number;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** A server started by `startWith`: also where its actions' time went (µs). */
export interface MeasuredServer extends RunningServer {
  actTimings: ActTimings;
}

/** Starts the match server; see the package README for the API and the protocol. */
export function startServer(options: ServerOptions): Promise<RunningServer> {
  return startWith(options);
}

/** `startServer` with the knobs tests and the load tool need (other limits, other games). */
export async function startWith(
  options: ServerOptions & { limits?: Partial<Limits>; games?: import('@questbox/engine').AnyGame[] },
): Promise<MeasuredServer> {
  const host = options.host ?? '127.0.0.1';
  const built = await buildApp(options);
  try {
    await built.app.listen({ port: options.port, host });
  } catch (e) {
    await built.close();
    throw e;
  }
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shown = host.includes(':') ? `[${host}]` : host;
  return { url: `http://${shown}:${port}`, close: built.close, actTimings: built.service.actTimings };
}
