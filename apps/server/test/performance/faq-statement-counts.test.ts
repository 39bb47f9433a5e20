import { ProjectFaqDocument, type ProjectFaqQuery } from '@shortlist/web/documents';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { faqItems } from '../../src/db/schema/index.js';
import { type FaqScene, faqScene } from '../faq/faq-support.js';
import type { HttpClient } from '../support/http-client.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { expectConstantStatements, statementsOf } from './statement-counter.js';

/**
 * Issue 16 joins issue 12's statement-count rule: a project's FAQ issues as many statements over a few questions as
 * over many, each about a section, with replies of the buy side and of the asking supplier.
 */
const testApp = useTestApp(MANY_SIGN_INS);

/** The scene with `count` public questions of supplier A about the scene's section, each with `replies` replies. */
async function sceneWith(count: number, replies: number) {
  const scene = await faqScene(testApp, 'AWAITING');
  const db = testApp.running.app.db;
  const projectId = scene.broker.project.id;
  const item = { projectId, status: 'ACTIVE' as const, sectionId: scene.section.id };
  const questions = await db
    .insert(faqItems)
    .values(
      Array.from({ length: count }, (_, index) => ({
        ...item,
        text: `Question ${index}`,
        askedByCompanyId: scene.supplierA.company.id,
        createdBy: scene.supplierA.user.id,
      })),
    )
    .returning({ id: faqItems.id });
  const answers = questions.flatMap((question) =>
    Array.from({ length: replies }, (_, index) => ({
      ...item,
      parentId: question.id,
      text: `Reply ${index}`,
      askedByCompanyId: index % 2 ? scene.supplierA.company.id : scene.broker.company.id,
      createdBy: index % 2 ? scene.supplierA.user.id : scene.broker.user.id,
    })),
  );
  if (answers.length > 0) await db.insert(faqItems).values(answers);
  return scene;
}

const measure = (client: HttpClient, scene: FaqScene) =>
  statementsOf<ProjectFaqQuery>(testApp, client, print(ProjectFaqDocument), { projectId: scene.broker.project.id });

describe('FAQ: statements do not grow with the items', () => {
  it('broker and supplier views: 2 questions of 1 reply and 30 questions of 4 replies', async () => {
    const [few, many] = [await sceneWith(2, 1), await sceneWith(30, 4)];
    for (const reader of ['broker', 'supplierA', 'supplierB'] as const) {
      const [small, large] = [await measure(few[reader].client, few), await measure(many[reader].client, many)];
      expect(large.data.projectFaq.items).toHaveLength(30);
      expect(large.data.projectFaq.items[0]?.answers).toHaveLength(4);
      // The viewer, the project (or the supplier's invitations) and the items with every relation they show.
      expectConstantStatements(`projectFaq (${reader})`, { rows: 4, ...small }, { rows: 150, ...large }, 3);
    }
  });
});
