import { ocdsExportPath } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectMembers, projects } from '../../src/db/schema/index.js';
import { inDays, sealProject, setProductDeadline } from '../answers/sealed-answers-support.js';
import { scoringScene } from '../scoring/scoring-support.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { type OcdsPackage, ocdsPackageValidator } from './ocds-schema-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const validate = ocdsPackageValidator();

describe('the open-contracting export of sealed answers', () => {
  it('says no more of a bid whose answers are sealed than that it arrived, pending; valid once they open', async () => {
    const scene = await scoringScene(testApp);
    await testApp.running.app.db
      .insert(projectMembers)
      .values({ projectId: scene.broker.project.id, userId: scene.broker.user.id, role: 'PROJECT_MANAGER' });
    const path = ocdsExportPath(scene.broker.project.id);
    const bidOf = async () => {
      const response = await scene.broker.client.get<OcdsPackage>(path);
      expect(response.status).toBe(200);
      expect(validate(response.body)).toEqual({ valid: true, errors: [] });
      const [release] = response.body.releases;
      expect(release?.bids.details).toHaveLength(1);
      expect(release?.tender.tenderers).toEqual([expect.objectContaining({ name: scene.supplier.company.name })]);
      return release?.bids.details[0];
    };
    expect(await bidOf()).toMatchObject({ status: 'valid', description: 'Answer Suite' });

    // The product's own deadline is still ahead: its answers are sealed.
    await sealProject(testApp, scene.broker.project.id, inDays(-1));
    await setProductDeadline(testApp, scene.invitation.row.id, inDays(3));
    const sealed = await bidOf();
    expect(sealed?.status).toBe('pending');
    expect(Object.keys(sealed ?? {}).sort()).toEqual(['date', 'description', 'id', 'status', 'tenderers']);

    await testApp.running.app.db
      .update(projects)
      .set({ answersUnsealedAt: new Date() })
      .where(eq(projects.id, scene.broker.project.id));
    expect((await bidOf())?.status).toBe('valid');
  });
});
