import { type FaqAbilities, type FaqTag, faqAbilities, faqTags } from '@shortlist/domain';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../core/errors.js';
import type { Database } from '../../db/client.js';
import { companies, faqItems, projectQuestions, sections } from '../../db/schema/index.js';
import { askingProblem, type FaqAudience } from './faq-access.js';

export type FaqItemRow = typeof faqItems.$inferSelect;

/** Spec 2 §3 FAQ item as its reader sees it, with what the reader may do with it. */
export interface FaqItemView {
  row: FaqItemRow;
  /** The creator's company; null where a supplier would read the name of another supplier (a competitor). */
  companyName: string | null;
  question: { id: string; label: string } | null;
  section: { id: string; name: string } | null;
  isAddedByMe: boolean;
  isAddedByBroker: boolean;
  isAssignedToMe: boolean;
  hasBrokerAnswer: boolean;
  tags: FaqTag[];
  abilities: FaqAbilities;
  /** The replies and clarification questions, oldest first; empty on a reply. */
  answers: FaqItemView[];
}

/** A project's FAQ: its questions (newest first) with their replies, and whether the reader may ask. */
export interface ProjectFaqView {
  audience: FaqAudience;
  mayAsk: boolean;
  items: FaqItemView[];
}

const parents = alias(faqItems, 'faq_parent');

/** A supplier's reading: published public items, and every item of its own company. */
function seenBySupplier(items: typeof faqItems | typeof parents, companyId: string | null): SQL | undefined {
  const published = and(eq(items.status, 'ACTIVE'), eq(items.isPublic, true));
  return companyId ? or(published, eq(items.askedByCompanyId, companyId)) : published;
}

/** The items the audience sees: the buy side all of them; a supplier those it sees whose question it sees too. */
function visibleTo(audience: FaqAudience): SQL | undefined {
  if (audience.side === 'BUY_SIDE') return undefined;
  return and(
    seenBySupplier(faqItems, audience.companyId),
    or(isNull(faqItems.parentId), seenBySupplier(parents, audience.companyId)),
  );
}

/**
 * Every item of the project the audience sees, with the creator's company, the question or section it is about and
 * their owners and approvers, in one statement, whatever the number of items.
 */
function selectItems(db: Database, audience: FaqAudience) {
  return db
    .select({
      row: faqItems,
      companyName: companies.name,
      questionLabel: sql<string | null>`${projectQuestions.definition}->>'label'`,
      sectionName: sections.name,
      assignees: sql<Array<string | null>>`array[${projectQuestions.ownerId}, ${projectQuestions.approverId},
        ${sections.ownerId}, ${sections.approverId}]::text[]`,
    })
    .from(faqItems)
    .innerJoin(companies, eq(companies.id, faqItems.askedByCompanyId))
    .leftJoin(parents, eq(parents.id, faqItems.parentId))
    .leftJoin(projectQuestions, eq(projectQuestions.id, faqItems.questionId))
    .leftJoin(sections, eq(sections.id, faqItems.sectionId))
    .where(and(eq(faqItems.projectId, audience.project.id), visibleTo(audience)))
    .orderBy(asc(faqItems.createdAt), asc(faqItems.id));
}
type SelectedItem = Awaited<ReturnType<typeof selectItems>>[number];

export async function loadProjectFaq(db: Database, audience: FaqAudience): Promise<ProjectFaqView> {
  const rows = await selectItems(db, audience);
  const mayAsk = askingProblem(audience) === null;
  const { project } = audience;
  const userId = audience.viewer?.user.id ?? null;
  const facts = (selected: SelectedItem) => {
    const { row } = selected;
    const isAddedByBroker = row.askedByCompanyId === project.companyId;
    const ownCompany = audience.side === 'SUPPLIER' && row.askedByCompanyId === audience.companyId;
    return {
      isAddedByMe: userId !== null && row.createdBy === userId,
      isAddedByBroker,
      isOwnCompany: ownCompany,
      isAssignedToMe: audience.side === 'BUY_SIDE' && userId !== null && selected.assignees.includes(userId),
      companyName: audience.side === 'BUY_SIDE' || isAddedByBroker || ownCompany ? selected.companyName : null,
    };
  };
  const view = (selected: SelectedItem, answers: FaqItemView[]): FaqItemView => {
    const { row } = selected;
    const { isOwnCompany, ...own } = facts(selected);
    const isReply = row.parentId !== null;
    const hasBrokerAnswer = answers.some((answer) => answer.isAddedByBroker && answer.row.status === 'ACTIVE');
    const item = { status: row.status, isPublic: row.isPublic, isReply, isOwnCompany, hasBrokerAnswer, ...own };
    const reader = {
      side: audience.side,
      privileges: audience.viewer?.privileges ?? [],
      projectStatus: project.status,
      mayAsk,
    };
    return {
      row,
      ...own,
      question:
        row.questionId && selected.questionLabel !== null
          ? { id: row.questionId, label: selected.questionLabel }
          : null,
      section:
        row.sectionId && selected.sectionName !== null ? { id: row.sectionId, name: selected.sectionName } : null,
      hasBrokerAnswer,
      tags: faqTags(item, isReply),
      abilities: faqAbilities(item, reader),
      answers,
    };
  };
  const repliesOf = new Map<string, SelectedItem[]>();
  for (const selected of rows) {
    const parentId = selected.row.parentId;
    if (!parentId) continue;
    const replies = repliesOf.get(parentId) ?? [];
    replies.push(selected);
    repliesOf.set(parentId, replies);
  }
  const items = rows
    .filter((selected) => selected.row.parentId === null)
    .map((selected) =>
      view(
        selected,
        (repliesOf.get(selected.row.id) ?? []).map((reply) => view(reply, [])),
      ),
    )
    .reverse();
  return { audience, mayAsk, items };
}

/** One item of the FAQ (a question or a reply) as the audience sees it; one it does not see is not found. */
export function faqItemOf(faq: ProjectFaqView, id: string): FaqItemView {
  for (const item of faq.items) {
    if (item.row.id === id) return item;
    const reply = item.answers.find((answer) => answer.row.id === id);
    if (reply) return reply;
  }
  throw notFound('Question');
}
