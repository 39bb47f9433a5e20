import { NotInDraft, ProjectLayout } from '../../projects';
import { projectPeople } from './project-people';
import { QuestionnaireEditor } from './questionnaire-editor';

/** Spec 3 §4: beyond DRAFT and IN_REVIEW the questionnaire is read-only (the server's wording). */
const LOCKED_NOTE = 'Questions and sections can be changed only in Draft and In Review';

/**
 * Spec 3 §2 /projects/{id}/questions (MANAGE_PROJECT_QUESTIONS) inside the project layout; not in Draft (the
 * questionnaire is built In Review, 'Questions and Suppliers'; a template's sections arrive in Draft all the same).
 */
export function ProjectQuestionsPage() {
  return (
    <NotInDraft>
      <ProjectLayout>
        {(project) => (
          <QuestionnaireEditor
            subject={project}
            people={projectPeople(project)}
            lockedNote={LOCKED_NOTE}
            aiGeneration
          />
        )}
      </ProjectLayout>
    </NotInDraft>
  );
}
