import { createContext, useContext } from 'react';
import type { QuestionnaireQuestion, QuestionnaireSection } from './questionnaire-model';

/** What the sections and question rows ask the page to do; each opens a dialog or calls the API. */
export interface QuestionnaireHandlers {
  addQuestion: (section: QuestionnaireSection) => void;
  editSection: (section: QuestionnaireSection) => void;
  deleteSection: (section: QuestionnaireSection) => void;
  copySection: (section: QuestionnaireSection) => void;
  addFromLibrary: (section: QuestionnaireSection) => void;
  approveAll: (section: QuestionnaireSection) => void;
  unapproveAll: (section: QuestionnaireSection) => void;
  toggleSection: (section: QuestionnaireSection) => void;
  editQuestion: (question: QuestionnaireQuestion) => void;
  deleteQuestion: (question: QuestionnaireQuestion) => void;
  approve: (question: QuestionnaireQuestion) => void;
  reject: (question: QuestionnaireQuestion) => void;
  unapprove: (question: QuestionnaireQuestion) => void;
  extract: (question: QuestionnaireQuestion) => void;
}

export interface QuestionnaireSettings {
  /** Spec 3 §6: the Expert (approver), question status and approval show only with the experts feature. */
  experts: boolean;
  /** Spec 3 §6: the weight shows only with NUMBERS scoring. */
  weight: boolean;
  /** Reordering is offered on the whole questionnaire only, not on a filtered view. */
  reorder: boolean;
  /** Spec 3 §6: who adds sections may also arrange them. */
  arrangeSections: boolean;
  /** Spec 3 §9 virtual rendering: a large questionnaire renders a question's details only as it nears the view. */
  renderNearViewport: boolean;
}

export interface QuestionnaireContextValue {
  settings: QuestionnaireSettings;
  act: QuestionnaireHandlers;
}

export const QuestionnaireContext = createContext<QuestionnaireContextValue | null>(null);

export function useQuestionnaire(): QuestionnaireContextValue {
  const value = useContext(QuestionnaireContext);
  if (value === null) throw new Error('useQuestionnaire must be used inside the questionnaire');
  return value;
}
