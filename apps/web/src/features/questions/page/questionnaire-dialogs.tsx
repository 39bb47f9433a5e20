import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isConflict } from '../../../lib/errors';
import { StaleEditError } from '../../question-editor';
import { CopySectionDialog } from './copy-section-dialog';
import { LibraryDrawer } from './library-drawer';
import type { ProjectPeople } from './project-people';
import { ProjectQuestionDialog } from './project-question-dialog';
import { findQuestion, type Questionnaire, type QuestionnaireSubject } from './questionnaire-model';
import { RejectDialog } from './reject-dialog';
import { SectionDialog } from './section-dialog';
import type { QuestionnaireActions } from './use-questionnaire-actions';

/** The dialog open on the page; edits carry the version the user started from. */
export type OpenDialog =
  | { kind: 'add-section' }
  | { kind: 'edit-section'; sectionId: string; version: number }
  | { kind: 'add-question'; sectionId: string }
  | { kind: 'edit-question'; questionId: string; version: number }
  | { kind: 'reject'; questionId: string; version: number }
  | { kind: 'copy'; sectionId: string }
  | { kind: 'library'; sectionId: string }
  | { kind: 'delete-section'; sectionId: string }
  | { kind: 'delete-question'; questionId: string };

/** The open edit at the version the reloaded questionnaire has, so that saving again applies what was typed. */
function atFreshVersion(open: OpenDialog, fresh: Questionnaire | undefined): OpenDialog {
  if (open.kind === 'edit-section') {
    const section = fresh?.sections.find((candidate) => candidate.id === open.sectionId);
    return section ? { ...open, version: section.version } : open;
  }
  if (open.kind === 'edit-question' || open.kind === 'reject') {
    const found = findQuestion(fresh, open.questionId);
    return found ? { ...open, version: found.question.version } : open;
  }
  return open;
}

interface QuestionnaireDialogsProps {
  open: OpenDialog | null;
  onOpenChange: (open: OpenDialog | null | ((current: OpenDialog | null) => OpenDialog | null)) => void;
  questionnaire: Questionnaire;
  project: QuestionnaireSubject;
  people: ProjectPeople;
  actions: QuestionnaireActions;
  reload: () => Promise<Questionnaire | undefined>;
}

/** The page's dialogs: add and edit sections and questions, reject, copy, the library drawer, the delete confirmations. */
export function QuestionnaireDialogs(props: QuestionnaireDialogsProps) {
  const { open, onOpenChange, questionnaire, project, people, actions, reload } = props;
  const [busy, setBusy] = useState(false);
  const close = () => onOpenChange(null);
  const { sections } = questionnaire;
  const sectionOf = (id: string) => sections.find((section) => section.id === id);

  /** A stale save reloads the questionnaire, renews the dialog's version and fails with the note to show. */
  const guard = async (change: () => Promise<unknown>) => {
    try {
      await change();
    } catch (error) {
      if (!isConflict(error)) throw error;
      const fresh = await reload();
      onOpenChange((current) => current && atFreshVersion(current, fresh));
      throw new StaleEditError(error);
    }
  };

  const confirm = async (remove: () => Promise<unknown>) => {
    setBusy(true);
    await remove();
    setBusy(false);
    close();
  };

  if (open === null) return null;
  const common = { people, guard, onClose: close };
  switch (open.kind) {
    case 'add-section':
    case 'edit-section': {
      const section = open.kind === 'edit-section' ? sectionOf(open.sectionId) : null;
      if (section === undefined) return null;
      return (
        <SectionDialog
          {...common}
          projectId={project.id}
          section={section}
          version={open.kind === 'edit-section' ? open.version : 0}
          experts={project.settings.enableExperts}
        />
      );
    }
    case 'add-question':
    case 'edit-question': {
      const found = open.kind === 'edit-question' ? findQuestion(questionnaire, open.questionId) : null;
      const section = found ? found.section : sectionOf(open.kind === 'add-question' ? open.sectionId : '');
      if (!section) return null;
      return (
        <ProjectQuestionDialog
          {...common}
          project={project}
          sections={sections}
          section={section}
          question={found?.question ?? null}
          version={open.kind === 'edit-question' ? open.version : 0}
        />
      );
    }
    case 'reject': {
      const found = findQuestion(questionnaire, open.questionId);
      return found ? (
        <RejectDialog question={found.question} version={open.version} guard={guard} onClose={close} />
      ) : null;
    }
    case 'copy': {
      const section = sectionOf(open.sectionId);
      return section ? (
        <CopySectionDialog
          projectId={project.id}
          section={section}
          sections={sections}
          reload={reload}
          onClose={close}
        />
      ) : null;
    }
    case 'library': {
      const section = sectionOf(open.sectionId);
      return section ? <LibraryDrawer section={section} reload={reload} onClose={close} /> : null;
    }
    case 'delete-section': {
      const section = sectionOf(open.sectionId);
      return (
        <ConfirmDialog
          open={section !== undefined}
          title="Delete Section"
          message={`Are you sure you want to delete the section ${section?.name ?? ''} with its questions?`}
          confirmLabel="Delete"
          busy={busy}
          onConfirm={() => section && void confirm(() => actions.deleteSection(section))}
          onCancel={close}
        />
      );
    }
    case 'delete-question': {
      const found = findQuestion(questionnaire, open.questionId);
      return (
        <ConfirmDialog
          open={found !== null}
          title="Delete Question"
          message={`Are you sure you want to delete the question ${found?.question.question.label ?? ''}?`}
          confirmLabel="Delete"
          busy={busy}
          onConfirm={() => found && void confirm(() => actions.deleteQuestion(found.question))}
          onCancel={close}
        />
      );
    }
  }
}
