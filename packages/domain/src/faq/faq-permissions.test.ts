import { describe, expect, it } from 'vitest';
import { type FaqItemFacts, type FaqReaderFacts, faqAbilities } from './faq-permissions.js';

const question: FaqItemFacts = {
  status: 'ACTIVE',
  isReply: false,
  isAddedByMe: false,
  isAddedByBroker: false,
  isAssignedToMe: false,
  isOwnCompany: false,
  hasBrokerAnswer: false,
};
const broker = (privileges: FaqReaderFacts['privileges']): FaqReaderFacts => ({
  side: 'BUY_SIDE',
  privileges,
  projectStatus: 'AWAITING',
  mayAsk: true,
});
const supplier: FaqReaderFacts = { side: 'SUPPLIER', privileges: [], projectStatus: 'AWAITING', mayAsk: true };
const manager = broker(['MANAGE_PROJECT_STATE']);
const faqOnly = broker(['MANAGE_FAQ']);
const nobody = broker([]);

describe('Reply', () => {
  it('is on an active question for its adder, its assignee or MANAGE_PROJECT_STATE', () => {
    expect(faqAbilities(question, manager).reply).toBe(true);
    expect(faqAbilities(question, faqOnly).reply).toBe(false);
    expect(faqAbilities({ ...question, isAssignedToMe: true }, nobody).reply).toBe(true);
    expect(faqAbilities({ ...question, isAddedByMe: true }, faqOnly).reply).toBe(true);
  });

  it('is never on a reply, a draft or a rejected question, nor for suppliers', () => {
    expect(faqAbilities({ ...question, isReply: true }, manager).reply).toBe(false);
    expect(faqAbilities({ ...question, status: 'DRAFT' }, manager).reply).toBe(false);
    expect(faqAbilities({ ...question, status: 'REJECTED' }, manager).reply).toBe(false);
    expect(faqAbilities({ ...question, isAddedByMe: true, isOwnCompany: true }, supplier).reply).toBe(false);
  });
});

describe('Publish and Reject', () => {
  const draft = { ...question, status: 'DRAFT' as const };

  it('are on drafts for MANAGE_PROJECT_STATE or the assignee', () => {
    expect(faqAbilities(draft, manager)).toMatchObject({ publish: true, reject: true });
    expect(faqAbilities({ ...draft, isAssignedToMe: true }, nobody)).toMatchObject({ publish: true, reject: true });
    expect(faqAbilities(draft, faqOnly)).toMatchObject({ publish: false, reject: false });
    expect(faqAbilities(question, manager)).toMatchObject({ publish: false, reject: false });
    expect(faqAbilities({ ...draft, isOwnCompany: true, isAddedByMe: true }, supplier).publish).toBe(false);
  });
});

describe('editing', () => {
  const answer = { ...question, isReply: true, isAddedByBroker: true };

  it('lets MANAGE_PROJECT_STATE, the adder or the assignee edit a question', () => {
    expect(faqAbilities(question, manager).edit).toBe(true);
    expect(faqAbilities({ ...question, isAssignedToMe: true }, nobody).edit).toBe(true);
    expect(faqAbilities({ ...question, isAddedByMe: true }, supplier).edit).toBe(true);
    expect(faqAbilities(question, faqOnly).edit).toBe(false);
    expect(faqAbilities({ ...question, isOwnCompany: true }, supplier).edit).toBe(false);
  });

  it('lets MANAGE_PROJECT_STATE, or MANAGE_FAQ with one’s own answer, edit an answer', () => {
    expect(faqAbilities(answer, manager).edit).toBe(true);
    expect(faqAbilities({ ...answer, isAddedByMe: true }, faqOnly).edit).toBe(true);
    expect(faqAbilities(answer, faqOnly).edit).toBe(false);
    expect(faqAbilities({ ...answer, isAddedByMe: true }, nobody).edit).toBe(false);
    expect(faqAbilities({ ...answer, isAssignedToMe: true }, nobody).edit).toBe(false);
  });
});

describe('Clarification Question', () => {
  const own = { ...question, isOwnCompany: true, hasBrokerAnswer: true };

  it('is for a supplier on its own answered, non-rejected question while it may ask', () => {
    expect(faqAbilities(own, supplier).clarify).toBe(true);
    expect(faqAbilities({ ...own, hasBrokerAnswer: false }, supplier).clarify).toBe(false);
    expect(faqAbilities({ ...own, isOwnCompany: false }, supplier).clarify).toBe(false);
    expect(faqAbilities({ ...own, status: 'REJECTED' }, supplier).clarify).toBe(false);
    expect(faqAbilities({ ...own, isReply: true }, supplier).clarify).toBe(false);
    expect(faqAbilities(own, { ...supplier, mayAsk: false }).clarify).toBe(false);
    expect(faqAbilities(own, manager).clarify).toBe(false);
  });
});

it('allows nothing in a read-only project', () => {
  const archived = { ...manager, projectStatus: 'ARCHIVED' as const };
  expect(Object.values(faqAbilities({ ...question, status: 'DRAFT' }, archived)).some(Boolean)).toBe(false);
});
