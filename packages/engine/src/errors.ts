/** A refused action or bad input: a stable `code` and a sentence a player understands. */
export class RuleError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
  }
  toJSON(): { code: string; message: string } {
    return { code: this.code, message: this.message };
  }
}

export function isRuleError(e: unknown): e is RuleError {
  return e instanceof RuleError;
}
