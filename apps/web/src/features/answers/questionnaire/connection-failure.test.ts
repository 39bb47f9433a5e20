import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ERROR_CODES, MESSAGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './use-answer-autosave';

const serverError = (status: number) =>
  new ServerError('Response not successful', { response: new Response(null, { status }), bodyText: '' });

describe('an answer save worth trying again', () => {
  it('is one the server could not carry out for now (its database out of reach)', () => {
    const unavailable = new CombinedGraphQLErrors({
      errors: [{ message: MESSAGES.failedToFetch, extensions: { code: ERROR_CODES.serviceUnavailable } }],
    });
    expect(isConnectionFailure(unavailable)).toBe(true);
    expect(isConnectionFailure(serverError(503))).toBe(true);
    expect(isConnectionFailure(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('is not one the server refused for what it says', () => {
    const refused = new CombinedGraphQLErrors({
      errors: [{ message: 'Should be between 1 and 1000', extensions: { code: ERROR_CODES.badUserInput } }],
    });
    expect(isConnectionFailure(refused)).toBe(false);
    expect(isConnectionFailure(serverError(403))).toBe(false);
  });
});
