/**
 * An error meant for the person at the keyboard: one line, says what to do, no stack trace.
 * exitCode 2 is for bad input (arguments, scenario files); 1 for a run that could not go on.
 */
export class UserError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 2,
  ) {
    super(message);
    this.name = 'UserError';
  }
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Node's system errors carry a string code (ENOENT, EACCES ...). */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
