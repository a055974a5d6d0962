/** Thrown by a command to end with a message and an exit code, never a stack trace. */
export class ExitError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'ExitError';
  }
}
