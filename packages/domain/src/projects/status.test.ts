import { describe, expect, it } from 'vitest';
import {
  canMoveToStatus,
  nextStatus,
  PROJECT_STATUS_ORDER,
  projectProgress,
  roadMapButtonLabel,
  roadMapSteps,
  statusChipColor,
  statusLabel,
} from './status.js';

describe('project status order', () => {
  it('moves DRAFT through ARCHIVED one step at a time', () => {
    expect(PROJECT_STATUS_ORDER).toEqual([
      'DRAFT',
      'IN_REVIEW',
      'PUBLISHED',
      'AWAITING',
      'SCORING',
      'COMPLETED',
      'ARCHIVED',
    ]);
    expect(nextStatus('DRAFT')).toBe('IN_REVIEW');
    expect(nextStatus('SCORING')).toBe('COMPLETED');
    expect(nextStatus('COMPLETED')).toBe('ARCHIVED');
    expect(nextStatus('ARCHIVED')).toBeNull();
    expect(nextStatus('DELETED')).toBeNull();
    expect(nextStatus('CANCELLED')).toBeNull();
  });

  it('allows only the next status or DELETED', () => {
    expect(canMoveToStatus('DRAFT', 'IN_REVIEW')).toBe(true);
    expect(canMoveToStatus('DRAFT', 'PUBLISHED')).toBe(false);
    expect(canMoveToStatus('IN_REVIEW', 'DRAFT')).toBe(false);
    expect(canMoveToStatus('PUBLISHED', 'PUBLISHED')).toBe(false);
    expect(canMoveToStatus('AWAITING', 'DELETED')).toBe(true);
    expect(canMoveToStatus('DELETED', 'DELETED')).toBe(false);
  });
});

describe('road map', () => {
  it('names the RFP/RFI steps and hides ARCHIVED unless archived', () => {
    expect(roadMapSteps('RFP', 'DRAFT').map((step) => step.title)).toEqual([
      'Project Initiating',
      'Questions and Suppliers',
      'Awaiting Supplier Approvals',
      'Awaiting Answers',
      'Scoring Supplier Answers',
      'Choosing the Winner',
    ]);
    expect(roadMapSteps('RFI', 'ARCHIVED').at(-1)).toEqual({
      status: 'ARCHIVED',
      title: 'Archived',
      buttonLabel: null,
    });
  });

  it('uses Questions Review and Close Panel for Panel', () => {
    const titles = roadMapSteps('PANEL', 'DRAFT').map((step) => step.title);
    expect(titles[1]).toBe('Questions Review');
    expect(titles[5]).toBe('Close Panel');
  });

  it('labels the buttons per status and type', () => {
    const labels = (type: 'RFP' | 'PANEL') => PROJECT_STATUS_ORDER.map((status) => roadMapButtonLabel(status, type));
    expect(labels('RFP')).toEqual([
      'Move To Review',
      'Publish Project',
      'Next',
      'Start Scoring',
      'Complete',
      'Move To Archive',
      null,
    ]);
    expect(labels('PANEL')).toEqual([
      'Move To Review',
      'Publish Project',
      'Next',
      'Start Scoring',
      'Close',
      'Restart',
      null,
    ]);
  });
});

describe('status labels', () => {
  it('shows the internal labels', () => {
    expect(statusLabel('DRAFT', 'RFP')).toBe('Draft');
    expect(statusLabel('IN_REVIEW', 'RFP')).toBe('In Review');
    expect(statusLabel('PUBLISHED', 'RFP')).toBe('In Progress: Run-up');
    expect(statusLabel('AWAITING', 'RFI')).toBe('In Progress: Awaiting');
    expect(statusLabel('SCORING', 'RFP')).toBe('In Progress: Evaluation');
    expect(statusLabel('COMPLETED', 'RFP')).toBe('Completed');
    expect(statusLabel('COMPLETED', 'PANEL')).toBe('Closed');
    expect(statusLabel('ARCHIVED', 'RFP')).toBe('Archived');
    expect(statusLabel('DELETED', 'RFP')).toBe('Deleted');
    expect(statusLabel('CANCELLED', 'PANEL')).toBe('Cancelled');
  });

  it('shows the supplier labels', () => {
    expect(statusLabel('PUBLISHED', 'RFP', 'SUPPLIER')).toBe('Run-up');
    expect(statusLabel('AWAITING', 'RFP', 'SUPPLIER')).toBe('In Progress');
    expect(statusLabel('SCORING', 'RFP', 'SUPPLIER')).toBe('Awaiting');
    expect(statusLabel('SCORING', 'PANEL', 'SUPPLIER')).toBe('In Progress');
    expect(statusLabel('COMPLETED', 'RFP', 'SUPPLIER')).toBe('Completed');
    expect(statusLabel('COMPLETED', 'PANEL', 'SUPPLIER')).toBe('Closed');
    expect(statusLabel('CANCELLED', 'RFP', 'SUPPLIER')).toBe('Cancelled');
  });

  it('shows the client labels', () => {
    expect(statusLabel('IN_REVIEW', 'RFP', 'CLIENT')).toBe('In Progress');
    expect(statusLabel('COMPLETED', 'PANEL', 'CLIENT')).toBe('Published');
    expect(statusLabel('DRAFT', 'RFP', 'CLIENT')).toBe('Draft');
  });

  it('colours the chip', () => {
    expect(statusChipColor('COMPLETED')).toBe('success');
    expect(statusChipColor('DELETED')).toBe('error');
    expect(statusChipColor('DRAFT')).toBe('warning');
    expect(statusChipColor('ARCHIVED')).toBe('warning');
  });
});

describe('progress', () => {
  it('follows the status', () => {
    const progress = ['DRAFT', 'IN_REVIEW', 'PUBLISHED', 'AWAITING', 'SCORING', 'COMPLETED'] as const;
    expect(progress.map((status) => projectProgress(status))).toEqual([10, 20, 30, 50, 75, 100]);
    expect(projectProgress('DELETED')).toBe(0);
  });

  it('shows in review 50 and completed 100 to the client role', () => {
    expect(projectProgress('IN_REVIEW', 'CLIENT')).toBe(50);
    expect(projectProgress('COMPLETED', 'CLIENT')).toBe(100);
  });
});
