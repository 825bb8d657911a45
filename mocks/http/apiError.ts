/** A failure answered as the envelope `{status_code: code, data, message}` (never an HTTP 5xx). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
