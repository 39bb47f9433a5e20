import { MESSAGES } from '../messages.js';

/** Spec 3 §5: a FAQ reject reason is at most 100 characters. */
export const FAQ_REJECT_REASON_MAX = 100;
/** The spec gives a FAQ text no limit: the answers' default of spec 2 §9 (ours). */
export const FAQ_TEXT_MAX = 5000;

/** Spec 2 §4 and spec 3 §6: the words of the FAQ pages; the spec's labels, and ours where it gives none. */
export const FAQ_TEXTS = {
  title: 'FAQ',
  ask: 'Ask a Question',
  askTitle: 'Ask for Clarification',
  askForClarification: 'Ask for Clarification',
  question: 'Question',
  reply: 'Reply',
  publish: 'Publish',
  reject: 'Reject',
  editQuestion: 'Edit Question',
  editAnswer: 'Edit',
  clarificationQuestion: 'Clarification Question',
  makePrivate: 'Make the question private',
  publishTitle: 'Are you sure you want to publish the question?',
  /** Ours: the Publish dialog's optional reply, published with the question. */
  publishReplyHelp: 'Optional: published with the question, so suppliers read it answered',
  rejectTitle: 'Reject Question',
  reason: 'Reason',
  answer: 'Answer',
  save: 'Save',
  send: 'Send',
  cancel: 'Cancel',
  keywords: 'Keywords...',
  reset: 'Reset',
  noEntries: 'No entries to display',
  aboutQuestion: 'About the question',
  aboutSection: 'About the section',
  rejectedBecause: 'Rejected',
  saved: 'Saved',
  failed: 'Unable to save the question',
} as const;

/** Spec 2 §4 FAQ states: the tags shown next to a question, in the spec's words. */
export const FAQ_TAGS = ['REJECTED', 'IN_REVIEW', 'NO_ANSWER', 'PRIVATE'] as const;
export type FaqTag = (typeof FAQ_TAGS)[number];
export const FAQ_TAG_LABELS: Record<FaqTag, string> = {
  REJECTED: 'rejected',
  IN_REVIEW: 'in review',
  NO_ANSWER: 'no answer',
  PRIVATE: 'private',
};

/** The refusals of the FAQ calls (the spec gives no wording for them: ours). */
export const FAQ_MESSAGES = {
  required: MESSAGES.required,
  notTakingQuestions: 'The project does not take questions at this stage',
  deadlinePassed: 'The deadline for clarification questions has passed',
  registerFirst: 'Please register your company before asking a question',
  mayNotReply: 'You may not reply to this question',
  mayNotClarify: 'A clarification question can be added only to your own answered question',
  mayNotEdit: 'You may not edit this entry',
  mayNotDecide: 'You may not publish or reject this question',
  notInReview: 'Only a question in review can be published or rejected',
  questionNotInProject: 'The question or section is not part of this project',
  projectReadonly: 'The project can no longer be changed',
} as const;
