import type { Database } from '../../../../db/client.js';
import type { AiProvider, SupplierSuggestion } from '../provider.js';
import { type AskJson, createChat, failureReason, type RemoteAiConfig, UnusableAnswerError } from './chat.js';
import { groundClientTables } from './ground-client-tables.js';
import { groundSections } from './ground-questions.js';
import { groundSuppliers } from './ground-suppliers.js';
import { createProjectFacts, type ProductDetails, type ProjectFacts } from './project-facts.js';
import {
  type CandidateForModel,
  CLIENT_TABLES_PROMPT,
  QUESTIONS_PROMPT,
  SUPPLIERS_PROMPT,
  userMessage,
} from './prompts.js';

/** Where a fallback is reported (the server's logger fits). */
export interface AiLog {
  warn(details: Record<string, unknown>, message: string): void;
}

const consoleLog: AiLog = { warn: (details, message) => console.warn(message, details) };

/** The local engine's best candidates the model chooses from. */
export const CANDIDATES = 30;

/**
 * The OpenAI-compatible engine. The model only suggests and the server grounds its answer: suppliers are chosen among
 * the fallback engine's candidates, questions and client tables pass the domain's rules. An unusable call (HTTP
 * error, time-out, invalid JSON, nothing valid left) returns the fallback engine's answer and logs a warning. The
 * model is sent the keyword, the company's own project (name, type, description, service types) and the candidates,
 * nothing else.
 */
export function createRemoteEngine(
  config: RemoteAiConfig,
  fallback: AiProvider,
  context: { db: Database; log?: AiLog },
): AiProvider {
  return remoteEngine(createChat(config), fallback, createProjectFacts(context.db), context.log ?? consoleLog);
}

function remoteEngine(ask: AskJson, fallback: AiProvider, facts: ProjectFacts, log: AiLog): AiProvider {
  /** The grounded answer when it holds anything; else the fallback's, with the reason logged. */
  async function grounded<T>(kind: string, call: () => Promise<T[]>, local: () => Promise<T[]>): Promise<T[]> {
    try {
      const answer = await call();
      if (answer.length > 0) return answer;
      throw new UnusableAnswerError('nothing valid in the answer');
    } catch (error) {
      log.warn(
        { kind, reason: failureReason(error) },
        'The AI endpoint gave no usable answer; the local engine answered',
      );
      return local();
    }
  }

  return {
    async suggestSuppliers(scope, limit) {
      const candidates = await fallback.suggestSuppliers(scope, Math.max(limit, CANDIDATES));
      if (candidates.length === 0) return [];
      return grounded(
        'suppliers',
        async () => {
          const [brief, details] = await Promise.all([
            facts.brief(scope),
            facts.products(
              scope.companyId,
              candidates.map((candidate) => candidate.productId),
            ),
          ]);
          const forModel = candidates.map((candidate) => candidateForModel(candidate, details));
          const answer = await ask(SUPPLIERS_PROMPT, userMessage(scope, brief, { limit, candidates: forModel }));
          return groundSuppliers(answer, candidates, limit);
        },
        async () => candidates.slice(0, limit),
      );
    },
    generateQuestions(scope) {
      return grounded(
        'questions',
        async () => {
          const [brief, labels] = await Promise.all([facts.brief(scope), facts.questionLabels(scope)]);
          return groundSections(await ask(QUESTIONS_PROMPT, userMessage(scope, brief)), labels);
        },
        () => fallback.generateQuestions(scope),
      );
    },
    discoverClientTables(scope) {
      return grounded(
        'client tables',
        async () => {
          const brief = await facts.brief(scope);
          return groundClientTables(await ask(CLIENT_TABLES_PROMPT, userMessage(scope, brief)));
        },
        () => fallback.discoverClientTables(scope),
      );
    },
  };
}

function candidateForModel(candidate: SupplierSuggestion, details: Map<string, ProductDetails>): CandidateForModel {
  const more = details.get(candidate.productId);
  return {
    id: candidate.productId,
    name: candidate.name,
    industry: candidate.industry,
    serviceTypes: more?.serviceTypes ?? [],
    description: more?.description ?? '',
  };
}
