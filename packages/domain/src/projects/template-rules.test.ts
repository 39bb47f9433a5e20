import { describe, expect, it } from 'vitest';
import type { Privilege } from '../privileges.js';
import { fieldErrors } from '../validation/fields.js';
import type { TemplateStatus } from './project-templates.js';
import {
  projectTemplateFormSchema,
  TEMPLATE_STATUS_CONFIRMATIONS,
  type TemplateAccessInput,
  templatePermissions,
  templateStatusConfirmation,
  templateStatusRefusal,
} from './template-rules.js';

const access = (
  privileges: Privilege[],
  template: Partial<TemplateAccessInput['template']> = {},
  viewer: Partial<Omit<TemplateAccessInput, 'template' | 'privileges'>> = {},
): TemplateAccessInput => ({
  userType: 'BROKER',
  companyId: 'own',
  privileges,
  template: { companyId: 'own', status: 'DRAFT', sectionCount: 1, ...template },
  ...viewer,
});

describe('projectTemplateFormSchema', () => {
  it('needs a name of at most 300 characters and at least one service type', () => {
    const errors = (input: unknown) => {
      const result = projectTemplateFormSchema.safeParse(input);
      return result.error ? fieldErrors(result.error) : {};
    };
    expect(errors({ name: ' ', serviceTypeIds: [] })).toEqual({ name: 'Required', serviceTypeIds: 'Required' });
    expect(errors({ serviceTypeIds: null })).toEqual({ name: 'Required', serviceTypeIds: 'Required' });
    expect(errors({ name: 'x'.repeat(301), serviceTypeIds: ['a'] })).toEqual({
      name: 'Must be less than or equal to 300 characters',
    });
    expect(projectTemplateFormSchema.parse({ name: ' Payroll ', serviceTypeIds: ['a', 'b', 'a'] })).toEqual({
      name: 'Payroll',
      serviceTypeIds: ['a', 'b'],
    });
  });
});

describe('templateStatusRefusal', () => {
  const refusal = (privileges: Privilege[], status: TemplateStatus, target: TemplateStatus, sectionCount = 1) =>
    templateStatusRefusal(access(privileges, { status, sectionCount }), target);

  it('moves a template back to Draft from any other status', () => {
    expect(refusal(['MANAGE_PROJECT_TEMPLATES'], 'IN_REVIEW', 'DRAFT')).toBeNull();
    expect(refusal(['MANAGE_PROJECT_TEMPLATES'], 'PUBLISHED', 'DRAFT', 0)).toBeNull();
    expect(refusal(['MANAGE_PROJECT_TEMPLATES'], 'DRAFT', 'DRAFT')).toBe('NOT_ALLOWED');
  });

  it('submits unless published, with at least one section', () => {
    expect(refusal(['MANAGE_PROJECT_TEMPLATES'], 'DRAFT', 'IN_REVIEW')).toBeNull();
    expect(refusal(['MANAGE_PROJECT_TEMPLATES'], 'DRAFT', 'IN_REVIEW', 0)).toBe('NO_SECTIONS');
    expect(refusal(['REVIEW_TEMPLATES'], 'PUBLISHED', 'IN_REVIEW')).toBe('NOT_ALLOWED');
  });

  it('publishes with REVIEW_TEMPLATES and at least one section', () => {
    expect(refusal(['MANAGE_PROJECT_TEMPLATES'], 'IN_REVIEW', 'PUBLISHED')).toBe('FORBIDDEN');
    expect(refusal(['REVIEW_TEMPLATES'], 'IN_REVIEW', 'PUBLISHED')).toBeNull();
    expect(refusal(['REVIEW_TEMPLATES'], 'DRAFT', 'PUBLISHED')).toBeNull();
    expect(refusal(['REVIEW_TEMPLATES'], 'DRAFT', 'PUBLISHED', 0)).toBe('NO_SECTIONS');
  });

  it('refuses readers and other companies, administrators too unless they act for the template’s company', () => {
    expect(refusal(['READ_TEMPLATES'], 'DRAFT', 'IN_REVIEW')).toBe('FORBIDDEN');
    const foreign = access(['REVIEW_TEMPLATES'], { companyId: 'other', status: 'PUBLISHED' });
    expect(templateStatusRefusal(foreign, 'DRAFT')).toBe('FORBIDDEN');
    expect(templateStatusRefusal({ ...foreign, userType: 'ADMIN' }, 'DRAFT')).toBe('FORBIDDEN');
    expect(templateStatusRefusal({ ...foreign, userType: 'ADMIN', companyId: 'other' }, 'DRAFT')).toBeNull();
    expect(templateStatusRefusal({ ...access([], { status: 'PUBLISHED' }), userType: 'ADMIN' }, 'DRAFT')).toBeNull();
  });
});

describe('templatePermissions', () => {
  it('lets a manager edit and delete until the template is published', () => {
    expect(templatePermissions(access(['MANAGE_PROJECT_TEMPLATES']))).toEqual({
      edit: true,
      changeStatus: true,
      returnToDraft: false,
      submit: true,
      publish: false,
      delete: true,
      openQuestions: true,
    });
    expect(templatePermissions(access(['REVIEW_TEMPLATES'], { status: 'PUBLISHED' }))).toEqual({
      edit: false,
      changeStatus: true,
      returnToDraft: true,
      submit: false,
      publish: false,
      delete: false,
      openQuestions: true,
    });
  });

  it('disables Submit and Publish without sections', () => {
    const empty = templatePermissions(access(['REVIEW_TEMPLATES'], { sectionCount: 0 }));
    expect(empty).toMatchObject({ edit: true, submit: false, publish: false });
  });

  it('opens another company’s template as preview unless the viewer holds MANAGE_BROKERS', () => {
    const shared = { companyId: 'other', status: 'PUBLISHED' as const };
    expect(templatePermissions(access(['MANAGE_PROJECT_TEMPLATES'], shared))).toMatchObject({
      edit: false,
      changeStatus: false,
      openQuestions: false,
    });
    expect(templatePermissions(access(['MANAGE_PROJECT_TEMPLATES', 'MANAGE_BROKERS'], shared))).toMatchObject({
      changeStatus: false,
      openQuestions: true,
    });
    expect(templatePermissions(access(['READ_TEMPLATES'])).openQuestions).toBe(false);
  });
});

describe('templateStatusConfirmation', () => {
  it('confirms leaving Published, submitting a draft and every publication', () => {
    expect(templateStatusConfirmation('PUBLISHED', 'DRAFT')).toBe(TEMPLATE_STATUS_CONFIRMATIONS.leavePublished);
    expect(templateStatusConfirmation('IN_REVIEW', 'DRAFT')).toBeNull();
    expect(templateStatusConfirmation('DRAFT', 'IN_REVIEW')).toBe(TEMPLATE_STATUS_CONFIRMATIONS.submit);
    expect(templateStatusConfirmation('DRAFT', 'PUBLISHED')).toBe(TEMPLATE_STATUS_CONFIRMATIONS.publish);
    expect(templateStatusConfirmation('IN_REVIEW', 'PUBLISHED')).toBe(TEMPLATE_STATUS_CONFIRMATIONS.publish);
  });
});
