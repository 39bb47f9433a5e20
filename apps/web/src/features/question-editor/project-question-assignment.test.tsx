import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssignmentOptions } from './project-question-assignment';
import { choose, combobox, renderEditor, save, type } from './question-editor-test-kit';

const ASSIGNMENT: AssignmentOptions = {
  initial: { sectionId: 's1', ownerId: '', approverId: null, weight: 1 },
  sections: [
    { value: 's1', label: 'Company overview' },
    { value: 's2', label: 'Pricing' },
  ],
  owners: [{ value: 'u1', label: 'Peter Manager' }],
  experts: [{ value: 'u2', label: 'Erin Expert' }],
  weight: { editable: true },
};

describe('QuestionEditorDialog with a project assignment', () => {
  it('requires an owner and sends the assignment with the definition', async () => {
    const { onSubmit } = renderEditor({ assignment: ASSIGNMENT });
    await choose('Type', 'Short text');
    type('Label', 'Legal name');
    save();
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await choose('Owner', 'Peter Manager');
    await choose('Expert', 'Erin Expert');
    await choose('Section', 'Pricing');
    await choose('Weight', '4');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[1]).toEqual({ sectionId: 's2', ownerId: 'u1', approverId: 'u2', weight: 4 });
  });

  it('shows the weight locked when the user may not change it, and no Expert without experts', () => {
    renderEditor({ assignment: { ...ASSIGNMENT, experts: undefined, weight: { editable: false } } });
    expect(combobox('Weight').getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('combobox', { name: 'Expert' })).toBeNull();
  });
});
