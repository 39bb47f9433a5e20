import { MESSAGES, VENDOR_PROFILE_ERROR_CODES, VENDOR_PROFILE_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, products, roles, users, vendorProfiles } from '../../src/db/schema/index.js';
import { buildCompany } from '../support/factories.js';
import { dataOf } from '../support/graphql-results.js';
import { buildSignedInUser, expectBadInput, expectForbidden } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import {
  invitedSupplierScene,
  REGISTRATION_OPERATIONS as OPERATIONS,
  type ProfileShape,
  profileInput,
  registerSupplier,
  registrationInput,
} from './registration-support.js';

const testApp = useTestApp();
const db = () => testApp.running.app.db;
const lookup = (token: string) => testApp.client().get(`/api/register/invitation/${encodeURIComponent(token)}`);

describe('/register?token for a supplier invitation', () => {
  it('names the inviting project and broker and pre-fills the e-mail and the supplier title', async () => {
    const scene = await invitedSupplierScene(testApp);
    const result = await lookup(scene.token);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      kind: 'SUPPLIER',
      email: scene.email,
      inviterName: null,
      project: { id: scene.project.id, name: scene.project.name },
      brokerName: scene.manager.company.name,
      userData: { firstName: '', lastName: '', companyName: 'Payroll Cloud', companyId: null },
    });
  });

  it('creates the supplier company, its profile, product and active user, and moves the invitation on', async () => {
    const scene = await invitedSupplierScene(testApp);
    const result = await testApp.client().post('/api/register', registrationInput(scene));
    expect(result.body).toMatchObject({ ok: true, status: 'ACTIVE', email: scene.email });

    const [user] = await db().select().from(users).where(eq(users.email, scene.email));
    expect(user).toMatchObject({ type: 'SUPPLIER', status: 'ACTIVE', firstName: 'Sue' });
    const [company] = await db()
      .select()
      .from(companies)
      .where(eq(companies.id, user?.companyId ?? ''));
    expect(company).toMatchObject({ kind: 'SUPPLIER', name: 'Payroll Cloud Ltd', createdBy: user?.id });
    // Its first user administers the supplier company (issue 31).
    const [role] = await db()
      .select()
      .from(roles)
      .where(eq(roles.id, user?.roleId ?? ''));
    expect(role).toMatchObject({ companyId: company?.id, name: 'Company Administrator', privileges: ['MANAGE_USERS'] });
    const [profile] = await db()
      .select()
      .from(vendorProfiles)
      .where(eq(vendorProfiles.companyId, company?.id ?? ''));
    expect(profile).toMatchObject({ registrationStep: 'REGISTERED', email: scene.email, contactName: 'Sue Supplier' });
    const [product] = await db()
      .select()
      .from(products)
      .where(eq(products.companyId, company?.id ?? ''));
    expect(await scene.participation()).toMatchObject({
      participationStatus: 'BP_REGISTERED',
      productId: product?.id,
    });
    expect(product?.name).toBe('Payroll Cloud');
  });

  it('lists the new supplier company in the administration Suppliers list', async () => {
    const scene = await invitedSupplierScene(testApp);
    await registerSupplier(testApp, scene);
    const platform = await buildCompany(db(), { kind: 'PLATFORM' });
    const admin = await buildSignedInUser(testApp, {
      type: 'ADMIN',
      companyId: platform.id,
      privileges: ['MANAGE_BROKERS'],
    });
    const result = await admin.client.graphql<{ adminSuppliers: { results: Array<Record<string, string>> } }>(
      `query Suppliers($pagination: PageInput) {
        adminSuppliers(pagination: $pagination) { results { companyName email } } }`,
      { pagination: { keyword: scene.email } },
    );
    expect(dataOf(result).adminSuppliers.results).toEqual([{ companyName: 'Payroll Cloud Ltd', email: scene.email }]);
  });

  it('refuses a used or unknown token with the invalid-link message', async () => {
    const scene = await invitedSupplierScene(testApp);
    await registerSupplier(testApp, scene);
    expect((await lookup(scene.token)).status).toBe(404);
    expect((await lookup('not-a-token')).status).toBe(404);
    const again = await testApp.client().post('/api/register', registrationInput(scene, { firstName: 'Again' }));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: MESSAGES.invalidLink });
    const unknown = await testApp.client().post('/api/register', registrationInput(scene, { token: 'not-a-token' }));
    expect(unknown.body).toMatchObject({ message: MESSAGES.invalidLink });
    expect(await db().select().from(users).where(eq(users.firstName, 'Again'))).toEqual([]);
  });
});

describe('the profile steps', () => {
  it('go Create Profile (BP_DRAFT), then Submit Profile (INVITED), with the offered service types', async () => {
    const scene = await invitedSupplierScene(testApp);
    const supplier = await registerSupplier(testApp, scene);
    const start = dataOf(await supplier.graphql<{ companyProfile: ProfileShape }>(OPERATIONS.companyProfile));
    expect(start.companyProfile).toMatchObject({
      registrationStep: 'REGISTERED',
      invitationProjectId: scene.project.id,
      products: [{ name: 'Payroll Cloud' }],
    });
    expect(start.companyProfile.serviceTypeOptions.map((type) => type.label)).toEqual(['Benefits', 'Payroll']);
    const productId = start.companyProfile.products[0]?.id ?? '';

    const created = dataOf(
      await supplier.graphql<{ createCompanyProfile: ProfileShape }>(OPERATIONS.create, {
        input: profileInput(scene, productId),
      }),
    ).createCompanyProfile;
    expect(created).toMatchObject({
      registrationStep: 'PROFILE_CREATED',
      products: [{ id: productId, description: 'Payroll for mid-sized companies' }],
    });
    expect(created.products[0]?.serviceTypes).toEqual([{ id: scene.serviceTypes[0]?.id, label: 'Payroll' }]);
    expect((await scene.participation()).participationStatus).toBe('BP_DRAFT');

    const submitted = dataOf(
      await supplier.graphql<{ submitVendorProfile: ProfileShape }>(OPERATIONS.submit, { id: created.id }),
    ).submitVendorProfile;
    expect(submitted.registrationStep).toBe('SUBMITTED');
    expect(await scene.participation()).toMatchObject({ participationStatus: 'INVITED', productId });
  });

  it('refuses the steps out of order, bad input and service types not offered', async () => {
    const scene = await invitedSupplierScene(testApp);
    const supplier = await registerSupplier(testApp, scene);
    const { companyProfile } = dataOf(
      await supplier.graphql<{ companyProfile: ProfileShape }>(OPERATIONS.companyProfile),
    );
    const productId = companyProfile.products[0]?.id ?? '';
    expectBadInput(
      await supplier.graphql(OPERATIONS.submit, { id: companyProfile.id }),
      VENDOR_PROFILE_MESSAGES.wrongStep,
    );
    const longName = { products: [{ id: productId, name: 'x'.repeat(101) }] };
    expectBadInput(
      await supplier.graphql(OPERATIONS.create, { input: profileInput(scene, productId, longName) }),
      MESSAGES.maxLength(100),
      { 'products.0.name': MESSAGES.maxLength(100) },
    );
    const foreignType = { products: [{ id: productId, name: 'P', serviceTypeIds: [crypto.randomUUID()] }] };
    expectBadInput(
      await supplier.graphql(OPERATIONS.create, { input: profileInput(scene, productId, foreignType) }),
      VENDOR_PROFILE_MESSAGES.unknownServiceType,
    );
    dataOf(await supplier.graphql(OPERATIONS.create, { input: profileInput(scene, productId) }));
    dataOf(await supplier.graphql(OPERATIONS.submit, { id: companyProfile.id }));
    expectBadInput(
      await supplier.graphql(OPERATIONS.create, { input: profileInput(scene, productId) }),
      VENDOR_PROFILE_MESSAGES.wrongStep,
    );
    expectBadInput(
      await supplier.graphql(OPERATIONS.submit, { id: companyProfile.id }),
      VENDOR_PROFILE_MESSAGES.wrongStep,
    );
  });

  it('is only for the supplier company’s own users', async () => {
    const scene = await invitedSupplierScene(testApp);
    const supplier = await registerSupplier(testApp, scene);
    const { companyProfile } = dataOf(
      await supplier.graphql<{ companyProfile: ProfileShape }>(OPERATIONS.companyProfile),
    );
    const other = await invitedSupplierScene(testApp);
    const stranger = await registerSupplier(testApp, other);
    expectForbidden(await stranger.graphql(OPERATIONS.vendorProfile, { id: companyProfile.id }));
    expectForbidden(await stranger.graphql(OPERATIONS.submit, { id: companyProfile.id }));
    const productId = companyProfile.products[0]?.id ?? '';
    expectForbidden(await stranger.graphql(OPERATIONS.create, { input: profileInput(other, productId) }));
    expect((await scene.participation()).participationStatus).toBe('BP_REGISTERED');
    expectForbidden(await scene.manager.client.graphql(OPERATIONS.companyProfile));
  });
});

describe('the project list of a supplier without a submitted profile', () => {
  it('answers VENDOR_PROFILE_IS_MISSED until the profile is submitted', async () => {
    const scene = await invitedSupplierScene(testApp);
    const supplier = await registerSupplier(testApp, scene);
    const missing = await supplier.graphql(OPERATIONS.projects);
    expect(missing.errors?.[0]).toMatchObject({
      message: VENDOR_PROFILE_MESSAGES.missed,
      extensions: { code: VENDOR_PROFILE_ERROR_CODES.missed },
    });
    const { companyProfile } = dataOf(
      await supplier.graphql<{ companyProfile: ProfileShape }>(OPERATIONS.companyProfile),
    );
    const productId = companyProfile.products[0]?.id ?? '';
    dataOf(await supplier.graphql(OPERATIONS.create, { input: profileInput(scene, productId) }));
    dataOf(await supplier.graphql(OPERATIONS.submit, { id: companyProfile.id }));
    expect((await supplier.graphql(OPERATIONS.projects)).errors).toBeUndefined();
  });
});
