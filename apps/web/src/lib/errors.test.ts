import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { MESSAGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors, toUserMessage } from './errors';
import { RestError } from './rest-error';

describe('toUserMessage', () => {
  it("shows the server's message of a REST error", () => {
    const error = new RestError({ status: 401, code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials });
    expect(toUserMessage(error)).toBe(MESSAGES.invalidCredentials);
  });

  it("shows the first GraphQL error's message", () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: MESSAGES.wrongOldPassword }] });
    expect(toUserMessage(error)).toBe(MESSAGES.wrongOldPassword);
  });

  it('reads the message out of a non-GraphQL HTTP answer', () => {
    const response = new Response(null, { status: 413 });
    const error = new ServerError('Response not successful', {
      response,
      bodyText: JSON.stringify({ message: MESSAGES.fileSizeLimit, code: 'TOO_LARGE' }),
    });
    expect(toUserMessage(error)).toBe(MESSAGES.fileSizeLimit);
  });

  it("explains a request that never reached the server ('Failed to fetch')", () => {
    expect(toUserMessage(new TypeError('Failed to fetch'))).toBe(
      'Sorry, we are having trouble with it. Please try again.',
    );
  });

  it('falls back to the generic text when there is no server message', () => {
    expect(toUserMessage(undefined)).toBe(MESSAGES.generic);
    expect(toUserMessage(new RestError({ status: 500, code: 'X', message: '' }))).toBe(MESSAGES.generic);
    expect(toUserMessage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(MESSAGES.generic);
  });
});

describe('serverFieldErrors', () => {
  it('reads a GraphQL result that came with an error status', () => {
    const error = new ServerError('Response not successful', {
      response: new Response(null, { status: 400 }),
      bodyText: JSON.stringify({
        errors: [{ message: MESSAGES.wrongOldPassword, extensions: { fields: { oldPassword: 'Wrong' } } }],
      }),
    });
    expect(toUserMessage(error)).toBe(MESSAGES.wrongOldPassword);
    expect(serverFieldErrors(error)).toEqual({ oldPassword: 'Wrong' });
  });

  it('takes field messages from a REST body and from GraphQL extensions', () => {
    const rest = new RestError({ status: 400, code: 'BAD_USER_INPUT', message: 'Bad', fields: { email: 'Taken' } });
    const graphQL = new CombinedGraphQLErrors({
      errors: [{ message: 'Bad', extensions: { code: 'BAD_USER_INPUT', fields: { oldPassword: 'Wrong' } } }],
    });
    expect(serverFieldErrors(rest)).toEqual({ email: 'Taken' });
    expect(serverFieldErrors(graphQL)).toEqual({ oldPassword: 'Wrong' });
  });
});
