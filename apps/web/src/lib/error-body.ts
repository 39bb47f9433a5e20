/**
 * Reading the error bodies the server sends (docs/rest-api.md): a REST body `{ message, code?, fields? }`, or a
 * GraphQL result `{ errors: [...] }`. Plain checks rather than a schema library: the shell reports errors on every
 * page, signed-out ones included, so this stays light.
 */
export type Fields = Readonly<Record<string, string>>;

export interface RestErrorBody {
  message?: string;
  code?: string;
  fields?: Fields;
}

export interface GraphQLErrorShape {
  message?: string;
  extensions?: { code?: string; fields?: Fields };
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFields(value: unknown): value is Fields {
  return isObject(value) && Object.values(value).every(isString);
}

function isOptional<Value>(value: unknown, check: (candidate: unknown) => candidate is Value): boolean {
  return value === undefined || check(value);
}

/** A REST error body (every part optional), or null when the value is not one. */
export function restErrorBody(value: unknown): RestErrorBody | null {
  if (!isObject(value)) return null;
  const { message, code, fields } = value;
  if (message !== undefined && !isString(message)) return null;
  if (code !== undefined && !isString(code)) return null;
  if (fields !== undefined && !isFields(fields)) return null;
  return { message, code, fields };
}

export function isGraphQLError(value: unknown): value is GraphQLErrorShape {
  if (!isObject(value) || !isOptional(value.message, isString)) return false;
  const { extensions } = value;
  if (extensions === undefined) return true;
  return isObject(extensions) && isOptional(extensions.code, isString) && isOptional(extensions.fields, isFields);
}

/** A GraphQL result that arrived with an error status: `{ errors: [error, ...] }`. */
export function isGraphQLBody(value: unknown): value is { errors: readonly GraphQLErrorShape[] } {
  return (
    isObject(value) && Array.isArray(value.errors) && value.errors.length > 0 && value.errors.every(isGraphQLError)
  );
}
