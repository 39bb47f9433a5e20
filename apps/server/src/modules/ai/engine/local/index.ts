import type { Database } from '../../../../db/client.js';
import type { AiProvider } from '../provider.js';
import { discoverClientTables } from './client-table-discovery.js';
import { generateQuestions } from './question-suggestions.js';
import { suggestSuppliers } from './supplier-suggestions.js';

/**
 * The local engine: no network, only the platform's own data, ranked with PostgreSQL full-text search and pg_trgm
 * (the same SQL on PGlite and PostgreSQL). Each method reads what the scope's company may see and nothing else.
 */
export function createLocalEngine(db: Database): AiProvider {
  return {
    suggestSuppliers: (scope, limit) => suggestSuppliers(db, scope, limit),
    generateQuestions: (scope) => generateQuestions(db, scope),
    discoverClientTables: (scope) => discoverClientTables(db, scope),
  };
}
