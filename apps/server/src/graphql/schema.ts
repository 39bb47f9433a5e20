import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.js';
import './paging.js';
import '../modules/accounts/accounts.graphql.js';

export const schema = lexicographicSortSchema(builder.toSchema());
