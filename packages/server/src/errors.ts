/** An error answered to a client: an HTTP status, a stable code and a sentence. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Headers the answer carries (`Allow` on a 405, `Upgrade` on a 426). */
  readonly headers: Record<string, string>;
  constructor(status: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.headers = headers;
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function errorBody(code: string, message: string): { error: { code: string; message: string } } {
  return { error: { code, message } };
}
