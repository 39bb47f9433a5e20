import { describe, expect, it } from 'vitest';
import {
  canStartFrom,
  isCopyOrigin,
  originFromParam,
  originProjectType,
  originRefusal,
  PROJECT_ORIGIN_MESSAGES,
  PROJECT_ORIGIN_PARAMS,
  PROJECT_ORIGINS,
  projectOriginBanner,
  projectWizardTitle,
} from './project-origin.js';

describe('project origins', () => {
  it('reads the wizard query values back to the origins', () => {
    for (const origin of PROJECT_ORIGINS) expect(originFromParam(PROJECT_ORIGIN_PARAMS[origin])).toBe(origin);
    expect(originFromParam('rfi-based')).toBe('RFI_BASED');
    expect(originFromParam('RFI_BASED')).toBeNull();
    expect(originFromParam(null)).toBeNull();
    expect(isCopyOrigin('CLONE')).toBe(true);
    expect(isCopyOrigin('IMPORT')).toBe(false);
  });

  it('explains each origin in a banner', () => {
    expect(projectOriginBanner('CLONE', 'Payroll')).toBe(
      'This project is a copy of Payroll. Review the details before you submit.',
    );
    expect(projectOriginBanner('RFI_BASED', 'Market scan')).toBe('This RFP is based on the RFI Market scan.');
    expect(projectOriginBanner('NEXT_ITERATION', 'Vendors 2025')).toBe(
      'This is the next iteration of the Panel Vendors 2025.',
    );
    expect(projectOriginBanner('IMPORT', '')).toBe('This project was created from an imported file.');
  });

  it('titles the wizard Restart Panel only for the next iteration', () => {
    expect(projectWizardTitle('NEXT_ITERATION')).toBe('Restart Panel');
    expect(projectWizardTitle('CLONE')).toBe('Create Project');
    expect(projectWizardTitle(null)).toBe('Create Project');
  });

  it('chooses the new type from the origin', () => {
    expect(originProjectType('CLONE', 'RFI')).toBe('RFI');
    expect(originProjectType('CLONE', 'PANEL')).toBe('PANEL');
    expect(originProjectType('RFI_BASED', 'RFI')).toBe('RFP');
    expect(originProjectType('NEXT_ITERATION', 'PANEL')).toBe('PANEL');
  });

  it('clones any project into any type', () => {
    expect(originRefusal('CLONE', { type: 'PANEL', status: 'ARCHIVED' }, 'PANEL')).toBeNull();
    expect(originRefusal('CLONE', { type: 'RFP', status: 'DRAFT' }, 'RFI')).toBeNull();
    expect(canStartFrom('CLONE', { type: 'RFP', status: 'SCORING' })).toBe(true);
    expect(canStartFrom('CLONE', { type: 'RFP', status: 'DELETED' })).toBe(false);
  });

  it('bases only an RFP on an RFI', () => {
    expect(originRefusal('RFI_BASED', { type: 'RFI', status: 'COMPLETED' }, 'RFP')).toBeNull();
    expect(originRefusal('RFI_BASED', { type: 'RFP', status: 'COMPLETED' }, 'RFP')).toBe(
      PROJECT_ORIGIN_MESSAGES.rfiBasedNeedsRfi,
    );
    expect(originRefusal('RFI_BASED', { type: 'RFI', status: 'DRAFT' }, 'RFI')).toBe(
      PROJECT_ORIGIN_MESSAGES.rfiBasedMakesRfp,
    );
    expect(canStartFrom('RFI_BASED', { type: 'RFI', status: 'DRAFT' })).toBe(true);
    expect(canStartFrom('RFI_BASED', { type: 'PANEL', status: 'DRAFT' })).toBe(false);
  });

  it('restarts only a Panel in COMPLETED, as a Panel', () => {
    expect(originRefusal('NEXT_ITERATION', { type: 'PANEL', status: 'COMPLETED' }, 'PANEL')).toBeNull();
    expect(originRefusal('NEXT_ITERATION', { type: 'PANEL', status: 'SCORING' }, 'PANEL')).toBe(
      PROJECT_ORIGIN_MESSAGES.nextIterationNeedsClosedPanel,
    );
    expect(originRefusal('NEXT_ITERATION', { type: 'RFP', status: 'COMPLETED' }, 'PANEL')).toBe(
      PROJECT_ORIGIN_MESSAGES.nextIterationNeedsClosedPanel,
    );
    expect(originRefusal('NEXT_ITERATION', { type: 'PANEL', status: 'COMPLETED' }, 'RFP')).toBe(
      PROJECT_ORIGIN_MESSAGES.nextIterationMakesPanel,
    );
    expect(canStartFrom('NEXT_ITERATION', { type: 'PANEL', status: 'COMPLETED' })).toBe(true);
    expect(canStartFrom('NEXT_ITERATION', { type: 'PANEL', status: 'ARCHIVED' })).toBe(false);
  });

  it('never takes a base for an imported project', () => {
    expect(originRefusal('IMPORT', { type: 'RFP', status: 'DRAFT' }, 'RFP')).toBe(
      PROJECT_ORIGIN_MESSAGES.importHasNoBase,
    );
  });
});
