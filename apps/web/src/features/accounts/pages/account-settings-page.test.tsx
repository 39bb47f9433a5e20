import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import { UpdateProfileSettingsDocument } from '../account-documents';
import { AccountSettingsPage, SETTINGS_SAVED } from './account-settings-page';

const enabled = (value: boolean) => ({ __typename: 'NotificationSwitch', enabled: value });

/** What the server answers when the settings are saved with this phone number. */
function saveMock(phoneNumber: string): MockedResponse {
  return {
    request: { query: UpdateProfileSettingsDocument, variables: (variables) => variables.phoneNumber === phoneNumber },
    result: {
      data: {
        updateProfileSettings: {
          __typename: 'Profile',
          id: 'user-1',
          phoneNumber,
          contrastMode: false,
          projectStatusUpdate: enabled(true),
          newNotification: enabled(true),
          newFaqQuestion: enabled(true),
        },
      },
    },
  };
}

describe('AccountSettingsPage', () => {
  it('refuses a phone number that is not one, with a message beside the field, and saves nothing', async () => {
    renderInApp(<AccountSettingsPage />, { mocks: [saveMock('abc')] });
    const phone = screen.getByRole('textbox', { name: 'Phone Number' });
    fireEvent.change(phone, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect((await screen.findAllByText('Please enter a valid phone number')).length).toBeGreaterThan(0);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(SETTINGS_SAVED)).toBeNull();
  });

  it('saves a phone number of digits, spaces, plus, hyphens and parentheses', async () => {
    renderInApp(<AccountSettingsPage />, { mocks: [saveMock('+1 (555) 123-4567')] });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone Number' }), {
      target: { value: '+1 (555) 123-4567' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(SETTINGS_SAVED)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Please enter a valid phone number')).toBeNull());
  });
});
