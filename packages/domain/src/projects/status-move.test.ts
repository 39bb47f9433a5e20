import { describe, expect, it } from 'vitest';
import { nextStatus, PROJECT_STATUS_ORDER } from './status.js';
import { statusMoveQuestion } from './status-move.js';

describe('the road map confirmation', () => {
  it('names the status and the step each move leads to', () => {
    const questions = (type: 'RFP' | 'PANEL') =>
      PROJECT_STATUS_ORDER.flatMap((status) => {
        const to = nextStatus(status);
        return to === null ? [] : [statusMoveQuestion(to, type)];
      });
    expect(questions('RFP')).toEqual([
      'Move the project to In Review (Questions and Suppliers)?',
      'Move the project to In Progress: Run-up (Awaiting Supplier Approvals)?',
      'Move the project to In Progress: Awaiting (Awaiting Answers)?',
      'Move the project to In Progress: Evaluation (Scoring Supplier Answers)?',
      'Move the project to Completed (Choosing the Winner)?',
      'Move the project to Archived?',
    ]);
    expect(questions('PANEL')[0]).toBe('Move the project to In Review (Questions Review)?');
    expect(questions('PANEL')[4]).toBe('Move the project to Closed (Close Panel)?');
  });
});
