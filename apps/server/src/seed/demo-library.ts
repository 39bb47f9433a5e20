import { randomUUID } from 'node:crypto';
import { parseQuestionDefinition, QUESTION_LIMITS, type QuestionDefinition } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  libraryGroupQuestions,
  libraryGroups,
  libraryQuestions,
  libraryQuestionTags,
  libraryQuestionVersions,
  tags,
  users,
} from '../db/schema/index.js';
import { DEMO_PUBLIC_TAGS, DEMO_TEMPLATES, DEMO_TOPICS } from './demo-library-content.js';

const MINUTE_MS = 60_000;
const pathKey = (path: readonly string[]) => path.join(' › ');

function parsed(definition: Record<string, unknown>): QuestionDefinition {
  const result = parseQuestionDefinition(definition);
  if (!result.ok) throw new Error(`A demo library question breaks the rules: ${JSON.stringify(result.fieldErrors)}`);
  const question = result.definition;
  if (question.type !== 'LIST') return question;
  return { ...question, options: question.options.map((option) => ({ id: randomUUID(), ...option })) };
}

/** The groups of every topic's path (3 levels at most), level by level: one insert per level. */
async function insertGroups(tx: Database, companyId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let depth = 1; depth <= QUESTION_LIMITS.groupDepth; depth++) {
    const paths = [
      ...new Map(
        DEMO_TOPICS.filter((topic) => topic.group.length >= depth).map((topic) => {
          const path = topic.group.slice(0, depth);
          return [pathKey(path), path] as const;
        }),
      ).values(),
    ];
    if (paths.length === 0) break;
    const positions = new Map<string, number>();
    const rows = await tx
      .insert(libraryGroups)
      .values(
        paths.map((path) => {
          const parentKey = pathKey(path.slice(0, -1));
          const position = positions.get(parentKey) ?? 0;
          positions.set(parentKey, position + 1);
          return {
            companyId,
            parentId: depth > 1 ? (ids.get(parentKey) ?? null) : null,
            name: path.at(-1) ?? '',
            position,
          };
        }),
      )
      .returning({ id: libraryGroups.id });
    rows.forEach((row, index) => {
      ids.set(pathKey(paths[index] ?? []), row.id);
    });
  }
  return ids;
}

/** The demo tags: a few public ones, the rest private to the company. One insert. */
async function insertTags(tx: Database, companyId: string): Promise<Map<string, string>> {
  const labels = new Set([...DEMO_TEMPLATES.flatMap((template) => template.tags), ...DEMO_TOPICS.map((t) => t.tag)]);
  const rows = await tx
    .insert(tags)
    .values([...labels].map((label) => ({ label, companyId: DEMO_PUBLIC_TAGS.includes(label) ? null : companyId })))
    .returning({ id: tags.id, label: tags.label });
  return new Map(rows.map((row) => [row.label, row.id]));
}

/**
 * Northwind's question library: every topic × template (a few hundred questions of all nine types), every fifth one
 * public and a few external, each with its version 1, its tags and its topic's group (3 levels). A handful of
 * batched inserts.
 */
export async function seedDemoLibrary(tx: Database, companyId: string): Promise<void> {
  const authors = (await tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId))).map(
    (user) => user.id,
  );
  const groupIds = await insertGroups(tx, companyId);
  const tagIds = await insertTags(tx, companyId);
  const entries = DEMO_TOPICS.flatMap((topic, topicIndex) =>
    DEMO_TEMPLATES.map((template) => ({ topic, template, topicIndex, definition: parsed(template.definition(topic)) })),
  );
  const now = Date.now();
  const rows = await tx
    .insert(libraryQuestions)
    .values(
      entries.map((entry, index) => ({
        companyId,
        definition: entry.definition,
        isPublic: index % 5 === 0,
        // Public documentation links of a few topics come from an external catalogue.
        isExternal: entry.definition.type === 'URL' && entry.topicIndex % 5 === 0,
        createdBy: authors[index % authors.length] ?? null,
        createdAt: new Date(now - index * MINUTE_MS),
        updatedAt: new Date(now - index * MINUTE_MS),
      })),
    )
    .returning();
  await tx.insert(libraryQuestionVersions).values(
    rows.map((row) => ({
      questionId: row.id,
      version: 1,
      definition: row.definition,
      updatedBy: row.createdBy,
      updatedAt: row.updatedAt,
    })),
  );
  const links = rows.flatMap((row, index) => {
    const entry = entries[index];
    if (!entry) return [];
    const labels = new Set([...entry.template.tags, entry.topic.tag]);
    return [...labels].flatMap((label) => {
      const tagId = tagIds.get(label);
      return tagId ? [{ questionId: row.id, tagId }] : [];
    });
  });
  await tx.insert(libraryQuestionTags).values(links);
  const groupLinks = rows.flatMap((row, index) => {
    const groupId = entries[index] ? groupIds.get(pathKey(entries[index].topic.group)) : undefined;
    return groupId ? [{ groupId, questionId: row.id }] : [];
  });
  await tx.insert(libraryGroupQuestions).values(groupLinks);
}
