/** An error answer of a REST route: `{ message, code, fields? }` plus the HTTP status. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>> | null;

  constructor(init: { status: number; code: string; message: string; fields?: Record<string, string> | null }) {
    super(init.message);
    this.name = 'RestError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? null;
  }
}
