import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/fields.js';
import { panelProjectSchemaFor, rfpProjectSchemaFor } from './project-form.js';
import { templateIdsField, templateOptionLabel } from './project-templates.js';

const NOW = new Date('2026-03-10T15:00:00Z');
const rfp = {
  type: 'RFP',
  name: 'Payroll platform',
  description: 'x'.repeat(100),
  brokerageContacts: [{ userId: 'u1', phoneNumber: '', email: 'pm@example.com' }],
  publishDate: '2026-03-10T12:00:00Z',
  submissionDeadline: '2026-03-24T12:00:00Z',
  questionsSubmissionDeadline: '2026-04-03T12:00:00Z',
  plannedDecisionDate: '2026-04-13T12:00:00Z',
};

describe('templateIds of the project form', () => {
  it('is an optional list of ids whose duplicates collapse, in the order first chosen', () => {
    expect(templateIdsField.parse(undefined)).toEqual([]);
    expect(templateIdsField.parse(null)).toEqual([]);
    expect(templateIdsField.parse(['b', 'a', 'b'])).toEqual(['b', 'a']);
  });

  it('needs every item to have an id (spec 2 §5 Panel form)', () => {
    const rfpResult = rfpProjectSchemaFor({ isNew: true, now: NOW }).safeParse({ ...rfp, templateIds: ['t1', ' '] });
    expect(rfpResult.error && fieldErrors(rfpResult.error)).toEqual({ 'templateIds.1': 'Required' });
    const panel = { ...rfp, type: 'PANEL', description: '', templateIds: [''] };
    const panelResult = panelProjectSchemaFor({ isNew: true, now: NOW }).safeParse(panel);
    expect(panelResult.error && fieldErrors(panelResult.error)).toEqual({ 'templateIds.0': 'Required' });
  });

  it('is carried by both forms', () => {
    const values = rfpProjectSchemaFor({ isNew: true, now: NOW }).parse({ ...rfp, templateIds: ['t1', 't1'] });
    expect(values.templateIds).toEqual(['t1']);
    expect(rfpProjectSchemaFor({ now: NOW }).parse(rfp).templateIds).toEqual([]);
  });

  it('names a template "name — company name" in the picker', () => {
    expect(templateOptionLabel('Benefits RFP', 'Northwind Brokerage')).toBe('Benefits RFP — Northwind Brokerage');
  });
});
