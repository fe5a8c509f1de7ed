import type { ErrorCode } from '@farmsight/contracts';

/** An error the client is meant to see: its status, code and sentence reach the JSON body as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
