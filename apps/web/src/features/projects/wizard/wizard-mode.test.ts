import { describe, expect, it } from 'vitest';
import { buildProjectRecord } from '../dashboard/dashboard-test-kit';
import type { ProjectRecord } from '../layout/use-project';
import { originFormFields } from './origin-form-values';
import { wizardModeOf } from './wizard-mode';

const query = (value: string) => new URLSearchParams(value);

describe('wizardModeOf', () => {
  it('reads the draft id from the path or from draftProjectId', () => {
    expect(wizardModeOf('d1', query(''))).toEqual({ kind: 'draft', draftId: 'd1' });
    expect(wizardModeOf(undefined, query('draftProjectId=d2'))).toEqual({ kind: 'draft', draftId: 'd2' });
  });

  it('reads a base project with a known copy origin', () => {
    expect(wizardModeOf(undefined, query('baseProjectId=b1&origin=rfi-based'))).toEqual({
      kind: 'origin',
      baseProjectId: 'b1',
      origin: 'RFI_BASED',
    });
    expect(wizardModeOf(undefined, query('baseProjectId=b1&origin=import'))).toEqual({ kind: 'new' });
    expect(wizardModeOf(undefined, query('baseProjectId=b1&origin=nonsense'))).toEqual({ kind: 'new' });
    expect(wizardModeOf(undefined, query(''))).toEqual({ kind: 'new' });
  });

  it("reads an import's id from /project-wizard/import/{importId}", () => {
    expect(wizardModeOf(undefined, query(''), 'import-1')).toEqual({ kind: 'import', importId: 'import-1' });
  });
});

describe('originFormFields', () => {
  it('takes the base values with the origin type and clears the dates', () => {
    const base = { ...buildProjectRecord('COMPLETED'), type: 'RFI', name: 'Market scan' } as ProjectRecord;
    const fields = originFormFields(base, 'RFI_BASED');
    expect(fields).toMatchObject({
      type: 'RFP',
      name: 'Market scan',
      publishDate: '',
      submissionDeadline: '',
      questionsClarificationDeadline: '',
      questionsSubmissionDeadline: '',
      plannedDecisionDate: '',
    });
    expect(originFormFields(base, 'CLONE').type).toBe('RFI');
  });
});
