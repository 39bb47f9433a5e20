import { expect } from 'vitest';
import type { GraphQLResult } from './http-client.js';

/** The data of a GraphQL answer; the test fails on any error. */
export function dataOf<Data>(result: GraphQLResult<Data>): Data {
  expect(result.errors).toBeUndefined();
  if (!result.data) throw new Error('no data');
  return result.data;
}

/** The first error of a GraphQL answer, if any. */
export const firstError = (result: GraphQLResult) => result.errors?.[0];
