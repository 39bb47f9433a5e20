import { lexicographicSortSchema } from 'graphql';
import { builder } from '../core/graphql/index.js';
import '../modules/accounts/index.js';
import '../modules/answers/index.js';
import '../modules/admin/index.js';
import '../modules/billing/index.js';
import '../modules/client-tables/index.js';
import '../modules/contact/index.js';
import '../modules/faq/index.js';
import '../modules/library/index.js';
import '../modules/notifications/index.js';
import '../modules/projects/index.js';
import '../modules/questions/index.js';
import '../modules/scoring/index.js';
import '../modules/suppliers/index.js';
import '../modules/templates/index.js';
import '../modules/users/index.js';

export const schema = lexicographicSortSchema(builder.toSchema());
