import type { FastifyInstance } from 'fastify';
import { sendSpreadsheet } from '../files/index.js';
import { importQuestionsSample } from './parse/index.js';

export const IMPORT_SAMPLE_PATH = '/assets/templates/import_questions.xlsx';

/**
 * Spec 3 §2 the documented sample of a question file (public, built once per process). Registered before the web
 * app, whose fallback would otherwise answer the path.
 */
export function registerImportRoutes(server: FastifyInstance) {
  let sample: Promise<Buffer> | undefined;
  server.get(IMPORT_SAMPLE_PATH, async (_request, reply) => {
    sample ??= importQuestionsSample().catch((error: unknown) => {
      sample = undefined;
      throw error;
    });
    return sendSpreadsheet(reply, 'import_questions.xlsx', await sample, 'public, max-age=3600');
  });
}
