import { isQuestionnaireEditable } from '@shortlist/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type aiSearches, projectQuestions, projects, sections } from '../../db/schema/index.js';
import { positionAfterLast, withOptionIds } from '../questions/index.js';
import type { SectionSuggestion } from './engine/provider.js';

type SearchRow = typeof aiSearches.$inferSelect;

/** The sources of a section's questions, each once, for its description. */
const sourcesOf = (section: SectionSuggestion) => [...new Set(section.questions.map((question) => question.source))];

/**
 * Spec 3 §2 AI generation: every section an earlier QUESTIONS search wrote goes with all its questions ('Regenerating
 * replaces all questions generated before'); the new sections follow the project's others, owned by the starter, each question an
 * ordinary PENDING project question owned by the starter, its options given ids as the questionnaire gives them.
 * Returns the ids of the sections written, or null (nothing written) once the questionnaire is locked.
 */
export async function writeGeneratedSections(
  tx: Database,
  search: SearchRow,
  suggested: readonly SectionSuggestion[],
): Promise<string[] | null> {
  const [project] = await tx
    .select({ status: projects.status })
    .from(projects)
    .where(eq(projects.id, search.projectId))
    .for('update');
  if (!project || !isQuestionnaireEditable(project.status)) return null;
  const ofProject = eq(sections.projectId, search.projectId);
  await tx.delete(sections).where(and(ofProject, isNotNull(sections.aiSearchId)));
  const withQuestions = suggested.filter((section) => section.questions.length > 0);
  if (withQuestions.length === 0) return [];
  const first = await positionAfterLast(tx, sections, ofProject);
  const written = await tx
    .insert(sections)
    .values(
      withQuestions.map((section, index) => ({
        projectId: search.projectId,
        position: first + index,
        name: section.name,
        description: `Suggested for '${search.keyword}' from ${sourcesOf(section).join(', ')}.`,
        ownerId: search.createdBy,
        aiSearchId: search.id,
      })),
    )
    .returning({ id: sections.id, position: sections.position });
  const ids = written.sort((a, b) => a.position - b.position).map((row) => row.id);
  await tx.insert(projectQuestions).values(
    withQuestions.flatMap((section, index) =>
      section.questions.map((question, position) => ({
        projectId: search.projectId,
        sectionId: ids[index] as string,
        position,
        definition: withOptionIds(question.definition),
        ownerId: search.createdBy,
        status: 'PENDING' as const,
      })),
    ),
  );
  return ids;
}
