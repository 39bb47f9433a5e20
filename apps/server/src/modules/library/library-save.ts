import type { AppContext } from '../../app-context.js';
import type { Viewer } from '../../core/viewer/index.js';
import { findQuestion } from '../questions/index.js';
import { insertLibraryQuestion } from './library-commands.js';
import { loadQuestionView } from './library-views.js';

/**
 * Spec 3 §3, §7 saveInLibrary: a project question the viewer sees becomes a question of the company's library (public
 * with `makePublic`), with its content as it is now. The project question stays as it is.
 */
export async function saveProjectQuestionInLibrary(app: AppContext, viewer: Viewer, id: string, makePublic: boolean) {
  const { question } = await findQuestion(app.db, viewer, id);
  const row = await app.db.transaction((tx) =>
    insertLibraryQuestion(tx, viewer, { definition: question.definition, isPublic: makePublic }),
  );
  return loadQuestionView(app.db, viewer, row.id);
}
