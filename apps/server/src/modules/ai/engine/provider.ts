import type { ClientTableData, QuestionDefinition } from '@shortlist/domain';
import type { StoredSupplierSuggestion } from '../../../db/schema/index.js';

/** Spec 1 §3 Search kind: what an AI search looks for. */
export type SearchKind = 'PRODUCTS' | 'QUESTIONS' | 'DISCOVERY';

/** Who asks and for which project: every engine reads only what this company may see. */
export interface SearchScope {
  companyId: string;
  projectId: string;
  keyword: string;
}

/** Spec 2 §3 Search (AI) products: a supplier product suggested for the project, as the search stores it. */
export type SupplierSuggestion = StoredSupplierSuggestion;

/** A generated question, ready to be written as a PENDING project question. */
export interface QuestionSuggestion {
  definition: QuestionDefinition;
  /** Where it came from, e.g. 'MeshVault', 'Your library', "Template 'Cloud hosting'" (shown to the buyer). */
  source: string;
}

export interface SectionSuggestion {
  name: string;
  questions: QuestionSuggestion[];
}

/** A client-table design suggested for the project's discovery (spec 2 §3 Client table). */
export interface ClientTableSuggestion {
  name: string;
  data: ClientTableData;
  source: string;
}

/**
 * One interface, two engines: the local engine (full-text search and pg_trgm over the platform's own data, no
 * network) and the remote one (an OpenAI-compatible chat-completions endpoint, with the local engine as fallback).
 * Every answer is advisory: it is shown to a buyer as a suggestion to review.
 */
export interface AiProvider {
  /** At most `limit` suppliers, best first; none already in the project. */
  suggestSuppliers(scope: SearchScope, limit: number): Promise<SupplierSuggestion[]>;
  /** Sections of questions with their types and options; none equal to a question already in the project. */
  generateQuestions(scope: SearchScope): Promise<SectionSuggestion[]>;
  /** Client-table designs (at most CLIENT_TABLE_LIMITS columns and rows). */
  discoverClientTables(scope: SearchScope): Promise<ClientTableSuggestion[]>;
}
