import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack, Typography } from '@mui/material';
import { QUESTION_MESSAGES } from '@shortlist/domain';
import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { dragId } from './drop-target';
import { QuestionFiltersBar } from './question-filters-bar';
import {
  QuestionnaireContext,
  type QuestionnaireContextValue,
  type QuestionnaireHandlers,
} from './questionnaire-context';
import type { OpenDialog } from './questionnaire-dialogs';
import { QuestionnaireDnd } from './questionnaire-dnd';
import {
  expandedByDefault,
  filterQuestionnaire,
  LARGE_QUESTIONNAIRE,
  NO_FILTER,
  type QuestionFilter,
} from './questionnaire-filter';
import type { Questionnaire, QuestionnaireSubject } from './questionnaire-model';
import { SectionCard } from './section-card';
import type { QuestionnaireActions } from './use-questionnaire-actions';

interface QuestionnaireBoardProps {
  project: QuestionnaireSubject;
  questionnaire: Questionnaire;
  actions: QuestionnaireActions;
  onOpen: (dialog: OpenDialog) => void;
}

/** The sections the user opened or closed, for the filter they did it under (a new filter starts afresh). */
interface Toggled {
  filter: string;
  ids: ReadonlySet<string>;
}

/**
 * Spec 3 §2 the questionnaire: the filters, then the sections in order, each expandable, with drag ordering on the
 * whole (unfiltered) questionnaire.
 */
export function QuestionnaireBoard({ project, questionnaire, actions, onOpen }: QuestionnaireBoardProps) {
  const [filter, setFilter] = useState<QuestionFilter>(NO_FILTER);
  // Typing stays smooth on a long questionnaire: the list follows the keyword when React has time.
  const applied = useDeferredValue(filter);
  const filtered = useMemo(() => filterQuestionnaire(questionnaire.sections, applied), [questionnaire, applied]);
  const filterKey = `${applied.quick}\u0000${applied.keyword}`;
  const [toggled, setToggled] = useState<Toggled>({ filter: filterKey, ids: new Set() });
  const opened = toggled.filter === filterKey ? toggled.ids : new Set<string>();
  // Stable between renders: a new list would re-render every section's drag-and-drop hooks.
  const sectionDragIds = useMemo(
    () => filtered.sections.map(({ section }) => dragId({ type: 'section', sectionId: section.id })),
    [filtered],
  );
  const total = questionnaire.sections.reduce((count, section) => count + section.questions.length, 0);

  // The handlers stay the same objects (the sections and rows are memoised) and use the latest page state.
  const latest = useRef({ actions, onOpen, filterKey });
  useLayoutEffect(() => {
    latest.current = { actions, onOpen, filterKey };
  });
  const act = useMemo<QuestionnaireHandlers>(() => {
    const open = (dialog: OpenDialog) => latest.current.onOpen(dialog);
    return {
      addQuestion: (section) => open({ kind: 'add-question', sectionId: section.id }),
      editSection: (section) => open({ kind: 'edit-section', sectionId: section.id, version: section.version }),
      deleteSection: (section) => open({ kind: 'delete-section', sectionId: section.id }),
      copySection: (section) => open({ kind: 'copy', sectionId: section.id }),
      addFromLibrary: (section) => open({ kind: 'library', sectionId: section.id }),
      approveAll: (section) => void latest.current.actions.approveAll(section),
      unapproveAll: (section) => void latest.current.actions.unapproveAll(section),
      toggleSection: (section) =>
        setToggled((current) => {
          const ids = new Set(current.filter === latest.current.filterKey ? current.ids : []);
          if (!ids.delete(section.id)) ids.add(section.id);
          return { filter: latest.current.filterKey, ids };
        }),
      editQuestion: (question) => open({ kind: 'edit-question', questionId: question.id, version: question.version }),
      deleteQuestion: (question) => open({ kind: 'delete-question', questionId: question.id }),
      approve: (question) => void latest.current.actions.approve(question),
      reject: (question) => open({ kind: 'reject', questionId: question.id, version: question.version }),
      unapprove: (question) => void latest.current.actions.unapprove(question),
      extract: (question) => void latest.current.actions.extract(question),
    };
  }, []);

  const { enableExperts, scoringType } = project.settings;
  const { addSection } = questionnaire.permissions;
  const context = useMemo<QuestionnaireContextValue>(
    () => ({
      act,
      settings: {
        experts: enableExperts,
        weight: scoringType === 'NUMBERS',
        reorder: !filtered.filtering,
        arrangeSections: addSection,
        renderNearViewport: total > LARGE_QUESTIONNAIRE,
      },
    }),
    [act, enableExperts, scoringType, filtered.filtering, addSection, total],
  );

  return (
    <QuestionnaireContext value={context}>
      <QuestionFiltersBar filter={filter} experts={enableExperts} onChange={setFilter} />
      <QuestionnaireDnd
        sections={questionnaire.sections}
        onMoveSection={(sectionId, position) => void actions.moveSection(questionnaire.sections, sectionId, position)}
        onMoveQuestion={(questionId, sectionId, position) =>
          void actions.moveQuestion(questionnaire.sections, questionId, { sectionId, position })
        }
      >
        <SortableContext items={sectionDragIds} strategy={verticalListSortingStrategy}>
          <Stack spacing={2}>
            {filtered.sections.map(({ section, questions }) => (
              <SectionCard
                key={section.id}
                section={section}
                questions={questions}
                expanded={expandedByDefault(questions.length, filtered.filtering, total) !== opened.has(section.id)}
              />
            ))}
          </Stack>
        </SortableContext>
      </QuestionnaireDnd>
      {filtered.sections.length === 0 ? (
        <Typography color="text.secondary">
          {filtered.filtering ? QUESTION_MESSAGES.noSearchResults : QUESTION_MESSAGES.noSections}
        </Typography>
      ) : null}
    </QuestionnaireContext>
  );
}
