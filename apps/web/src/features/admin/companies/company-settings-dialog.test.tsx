import { NO_INTEGRITY } from '@shortlist/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import { UpdateCompanySettingsDocument } from './companies-documents';
import { type CompanyRecord, CompanySettingsDialog } from './company-settings-dialog';

const SETTINGS: CompanyRecord['settings'] = {
  scoringType: 'NUMBERS',
  answersMaxLength: null,
  enableExperts: true,
  enableBranches: false,
  enableExtendedAnswersDeadline: false,
  enableClientTables: false,
  enableAuthOnBehalf: false,
  approvedLabel: null,
  integrity: NO_INTEGRITY,
};

const lengthField = (dialog: HTMLElement, size: string) => within(dialog).getByRole('spinbutton', { name: size });

describe('CompanySettingsDialog', () => {
  it('offers the administration answer lengths when none are stored, validates them and saves', async () => {
    const onClose = vi.fn();
    const settings = {
      ...SETTINGS,
      answersMaxLength: [500, 1000, 3000],
      enableAuthOnBehalf: true,
      approvedLabel: null,
      integrity: { ...NO_INTEGRITY, sealedAnswers: true },
    };
    renderInApp(
      <CompanySettingsDialog company={{ id: 'c1', name: 'Northwind', settings: SETTINGS }} onClose={onClose} />,
      {
        mocks: [
          {
            request: { query: UpdateCompanySettingsDocument, variables: { id: 'c1', name: 'Northwind', settings } },
            result: {
              data: {
                updateCompanySettings: {
                  __typename: 'Company',
                  id: 'c1',
                  name: 'Northwind',
                  updatedAt: '2025-03-01T00:00:00Z',
                  settings: { __typename: 'CompanySettings', ...settings },
                },
              },
            },
          },
        ],
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Company Settings' });
    expect(
      [lengthField(dialog, 'M'), lengthField(dialog, 'L'), lengthField(dialog, 'XL')].map((f) =>
        f.getAttribute('value'),
      ),
    ).toEqual(['500', '1000', '2000']);

    fireEvent.change(lengthField(dialog, 'XL'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    fireEvent.change(lengthField(dialog, 'XL'), { target: { value: '99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be a number greater than or equal to 100')).toBeTruthy();
    fireEvent.change(lengthField(dialog, 'XL'), { target: { value: '5001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be a number less than or equal to 5000')).toBeTruthy();

    fireEvent.change(lengthField(dialog, 'XL'), { target: { value: '3000' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Enable Auth On Behalf' }));
    const integrity = within(dialog).getByRole('group', { name: 'Evaluation integrity' });
    expect(
      within(integrity)
        .getAllByRole('switch')
        .map((input) => (input as HTMLInputElement).checked),
    ).toEqual([false, false, false, false, false]);
    fireEvent.click(within(integrity).getByRole('switch', { name: 'Sealed answers' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings have been successfully updated')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });
});
