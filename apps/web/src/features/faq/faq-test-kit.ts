import type { FaqItem, FaqQuestion, ProjectFaq } from './faq-model';

const NO_ABILITIES = { reply: false, publish: false, reject: false, edit: false, clarify: false };

/** A FAQ item as the server sends it: an active public question of a supplier, with nothing allowed. */
export function faqItem(overrides: Partial<FaqItem> = {}): FaqItem {
  return {
    id: 'item-1',
    parentId: null,
    text: 'Is SSO included?',
    status: 'ACTIVE',
    rejectReason: null,
    isPublic: true,
    version: 1,
    createdAt: '2026-11-20T12:00:00.000Z',
    companyName: 'Acme Software',
    isAddedByMe: false,
    isAddedByBroker: false,
    isAssignedToMe: false,
    tags: [],
    question: null,
    section: null,
    ...overrides,
    abilities: { ...NO_ABILITIES, ...overrides.abilities },
  };
}

export const faqQuestion = (overrides: Partial<FaqItem> = {}, answers: FaqItem[] = []): FaqQuestion => ({
  ...faqItem(overrides),
  answers,
});

export const projectFaq = (items: FaqQuestion[], mayAsk = false): ProjectFaq => ({
  projectId: 'project-1',
  projectName: 'Payroll RFP',
  projectStatus: 'AWAITING',
  mayAsk,
  items,
});
