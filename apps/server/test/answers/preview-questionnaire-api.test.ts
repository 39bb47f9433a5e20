import { describe, expect, it } from 'vitest';
import { buildProjectManager } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { buildSignedInUser, expectForbidden, expectNotFound, expectUnauthenticated } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { answeringScene } from './answers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

const PREVIEW = `query Preview($projectId: ID!) {
  previewQuestionnaire(projectId: $projectId) { id name questions { id mayChange definition answer { id } } } }`;

type PreviewShape = {
  previewQuestionnaire: Array<{
    id: string;
    name: string;
    questions: Array<{ id: string; mayChange: boolean; definition: { label: string }; answer: null }>;
  }>;
};

const preview = (client: HttpClient, projectId: string) => client.graphql<PreviewShape>(PREVIEW, { projectId });

describe('the buy side’s preview of the project questions', () => {
  it('shows the questions as suppliers see them: approved, not private, in order, without answers', async () => {
    const scene = await answeringScene(testApp);
    const viewer = await buildSignedInUser(testApp, { companyId: scene.broker.company.id, privileges: [] });
    const colleague = await buildSignedInUser(testApp, {
      companyId: scene.broker.company.id,
      privileges: ['MANAGE_ALL_PROJECTS'],
    });
    for (const client of [scene.broker.client, colleague.client]) {
      const sections = dataOf(await preview(client, scene.broker.project.id)).previewQuestionnaire;
      expect(sections.map((section) => section.name)).toEqual(['General', 'Mixed', 'Answers']);
      const questions = sections.flatMap((section) => section.questions);
      expect(questions.map((question) => question.id)).toEqual(scene.visibleQuestionIds);
      expect(questions.map((question) => question.definition.label)).not.toContain('Private question');
      expect(questions.every((question) => question.answer === null && !question.mayChange)).toBe(true);
    }
    expectNotFound(await preview(viewer.client, scene.broker.project.id), 'Project');
  });

  it('is not found for another company, refused to a supplier and asks a visitor to sign in', async () => {
    const scene = await answeringScene(testApp);
    const stranger = await buildProjectManager(testApp);
    expectNotFound(await preview(stranger.client, scene.broker.project.id), 'Project');
    expectForbidden(await preview(scene.supplier.client, scene.broker.project.id));
    expectUnauthenticated(await preview(testApp.client(), scene.broker.project.id));
  });
});
