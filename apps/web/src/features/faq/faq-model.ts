import type { FaqThread } from '@shortlist/domain';
import type { FaqItemFieldsFragment, ProjectFaqQuery } from '../../gql/graphql';

export type FaqItem = FaqItemFieldsFragment;
export type ProjectFaq = ProjectFaqQuery['projectFaq'];
export type FaqQuestion = ProjectFaq['items'][number];

/** What the domain's tags and filters read of a question and its replies. */
export const threadOf = (question: FaqQuestion): FaqThread => ({
  text: question.text,
  status: question.status,
  isPublic: question.isPublic,
  hasBrokerAnswer: question.answers.some((answer) => answer.isAddedByBroker && answer.status === 'ACTIVE'),
  answers: question.answers,
});

/** What a FAQ page asks the server with: the project and, for a visitor, the invitation's hash. */
export interface FaqVariables {
  projectId: string;
  hash: string | null;
}

/** The dialogs of the FAQ pages, each with the item it acts on. */
export type FaqDialog =
  | { kind: 'ask'; questionId?: string; sectionId?: string }
  | { kind: 'reply' | 'clarify'; item: FaqItem }
  | { kind: 'edit' | 'publish' | 'reject'; item: FaqItem };
