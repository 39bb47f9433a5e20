import { QUESTION_TYPES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/index.js';
import { LIST } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { questionnaireOf } from './questions-support.js';

// Started the way `npm start` starts on an empty database: seeded with the demo data.
const testApp = useTestApp({ seedDemo: true });

describe('demo questionnaires', () => {
  it('gives each demo project sections with every question type; only the published one is fully approved', async () => {
    const pm = await signedInClient(testApp, 'pm@northwind.example', DEMO_PASSWORD);
    const listed = dataOf(
      await pm.graphql<{ projects: { results: Array<{ id: string; name: string; status: string }> } }>(LIST, {}),
    ).projects.results;
    const statusesOf = async (name: string) => {
      const project = listed.find((row) => row.name === name);
      if (!project) throw new Error(`no project ${name}`);
      const questionnaire = await questionnaireOf(pm, project.id);
      const questions = questionnaire.sections.flatMap((section) => section.questions);
      return {
        sections: questionnaire.sections.map((section) => section.name),
        types: new Set(questions.map((question) => question.question.type)),
        statuses: new Set(questions.map((question) => question.status)),
      };
    };
    const draft = await statusesOf('Benefits Administration RFP 2026');
    expect(draft.sections).toEqual(['Company overview', 'Platform and integration', 'Service and pricing']);
    expect([...draft.types].sort()).toEqual([...QUESTION_TYPES].sort());
    expect(draft.statuses).toEqual(new Set(['APPROVED', 'PENDING', 'REJECTED']));
    expect((await statusesOf('Wellness Vendors Panel')).statuses).toEqual(new Set(['APPROVED']));
  });
});
