import type { Privilege } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { projectMembers } from '../../src/db/schema/index.js';
import { BROKER_ROLE_TEMPLATES } from '../../src/modules/accounts/index.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { uploadedFileId } from '../suppliers/invite-file-support.js';
import { dataOf } from '../support/graphql-results.js';
import { buildSignedInUser } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { type AnsweringScene, answeringScene, save } from './answers-support.js';
import { BROKER_OPERATIONS, sceneIds } from './broker-answers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

/** The scene's supplier answers the file question with an upload of its own; the file's id. */
async function answeredFile(scene: AnsweringScene): Promise<string> {
  const id = await uploadedFileId(scene.supplier.client, Buffer.from('ISO 27001 certificate'), {
    filename: 'iso-27001.txt',
    types: '',
  });
  dataOf(await save(scene.supplier.client, scene, scene.questions.file, { value: [{ id, filename: 'x' }] }));
  return id;
}

/** A colleague of the scene's broker with these privileges, named on the project in that role. */
async function member(scene: AnsweringScene, privileges: Privilege[], role: 'PROJECT_MANAGER' | 'VIEWER' | null) {
  const colleague = await buildSignedInUser(testApp, { companyId: scene.broker.company.id, privileges });
  if (role)
    await testApp.running.app.db
      .insert(projectMembers)
      .values({ projectId: scene.broker.project.id, userId: colleague.user.id, role });
  return colleague;
}

const fileStatus = async (client: AnsweringScene['broker']['client'], id: string) =>
  (await client.download(`/api/file/${id}`)).status;

describe('a supplier’s answer files on the buy side', () => {
  it('download for every default buy-side role that reads the answers, as the answers show them', async () => {
    const scene = await answeringScene(testApp);
    const fileId = await answeredFile(scene);
    for (const template of BROKER_ROLE_TEMPLATES) {
      const colleague = await member(scene, template.privileges, 'VIEWER');
      const answers = await colleague.client.graphql<{ productAnswers: { sections: unknown[] } }>(
        BROKER_OPERATIONS.productAnswers,
        sceneIds(scene),
      );
      expect(answers.errors, template.name).toBeUndefined();
      expect(await fileStatus(colleague.client, fileId), template.name).toBe(200);
    }
    expect(await fileStatus(scene.broker.client, fileId)).toBe(200);
  });

  it('stay hidden from another company, a colleague not on the project and one who may not read answers', async () => {
    const scene = await answeringScene(testApp);
    const fileId = await answeredFile(scene);
    const stranger = await buildProjectManager(testApp);
    expect(await fileStatus(stranger.client, fileId)).toBe(404);
    const otherSupplier = await buildSignedInUser(testApp, { type: 'SUPPLIER', roleId: null });
    expect(await fileStatus(otherSupplier.client, fileId)).toBe(404);
    const notOnProject = await member(scene, ['READ_SCORING'], null);
    expect(await fileStatus(notOnProject.client, fileId)).toBe(404);
    const clientsOnly = await member(scene, ['MANAGE_CLIENTS'], 'VIEWER');
    expect(await fileStatus(clientsOnly.client, fileId)).toBe(404);
  });
});
