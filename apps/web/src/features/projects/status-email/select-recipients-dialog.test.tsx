import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SelectRecipientsDialog } from './select-recipients-dialog';
import { ProjectRecipientsDocument, SendProjectStatusEmailDocument } from './status-email-documents';

const RECIPIENTS: MockedResponse = {
  request: { query: ProjectRecipientsDocument, variables: { id: 'project-1' } },
  result: {
    data: {
      projectRecipients: [
        {
          __typename: 'ProjectRecipient',
          userId: 'u1',
          name: 'Olivia Owner',
          email: 'olivia@b.example',
          role: 'PROJECT_MANAGER',
        },
        { __typename: 'ProjectRecipient', userId: 'u2', name: 'Vera Viewer', email: 'vera@b.example', role: 'VIEWER' },
      ],
    },
  },
};

const OUTCOMES = {
  sent: { data: { sendProjectStatusEmail: true } },
  failed: { errors: [new GraphQLError('OOPS! Something went wrong. Please try again later')] },
  limited: {
    errors: [
      new GraphQLError('You have sent too many status emails. Please try again in an hour.', {
        extensions: { code: 'TOO_MANY_REQUESTS' },
      }),
    ],
  },
};

const sendMock = (emails: string[], outcome: keyof typeof OUTCOMES): MockedResponse => ({
  request: { query: SendProjectStatusEmailDocument, variables: { id: 'project-1', emails } },
  result: OUTCOMES[outcome],
});

function renderDialog(mocks: MockedResponse[] = [RECIPIENTS]) {
  const onClose = vi.fn();
  const element = <SelectRecipientsDialog projectId="project-1" onClose={onClose} />;
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(
    <MockedProvider mocks={mocks}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </MockedProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Select Recipients' });
  const field = within(dialog).getByRole('textbox', { name: 'Email' });
  const type = (value: string) => {
    fireEvent.change(field, { target: { value } });
    fireEvent.keyDown(field, { key: 'Enter' });
  };
  return { dialog, field, type, onClose };
}

describe('SelectRecipientsDialog', () => {
  it('adds a typed address as a removable chip on Enter, with the invalid and duplicate messages', async () => {
    const { dialog, field, type } = renderDialog();
    type('not-an-email');
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();

    type(' Ann@Example.com ');
    expect(within(dialog).getByText('ann@example.com')).toBeTruthy();
    expect(within(dialog).queryByText('Please enter a valid email address')).toBeNull();
    expect((field as HTMLInputElement).value).toBe('');

    type('ANN@example.com');
    expect(await within(dialog).findByText('This email is already added')).toBeTruthy();

    const chip = within(dialog).getByText('ann@example.com').closest('.MuiChip-root');
    if (!(chip instanceof HTMLElement)) throw new Error('no chip');
    fireEvent.click(within(chip).getByTestId('CancelIcon'));
    expect(within(dialog).queryByText('ann@example.com')).toBeNull();
  });

  it('says that at least one recipient is needed and sends nothing', async () => {
    const { dialog, onClose } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('At least one recipient must be added')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lists the project users by role; checking adds the chip and unchecking removes it', async () => {
    const { dialog } = renderDialog();
    expect(await within(dialog).findByRole('group', { name: 'Project Owner' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Viewer' })).toBeTruthy();
    const vera = within(dialog).getByRole('checkbox', { name: 'Vera Viewer (vera@b.example)' });
    fireEvent.click(vera);
    expect(within(dialog).getByText('vera@b.example')).toBeTruthy();
    fireEvent.click(vera);
    expect(within(dialog).queryByText('vera@b.example')).toBeNull();
  });

  it('sends the chosen addresses, says so and closes', async () => {
    const { dialog, type, onClose } = renderDialog([
      RECIPIENTS,
      sendMock(['olivia@b.example', 'ann@example.com'], 'sent'),
    ]);
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Olivia Owner (olivia@b.example)' }));
    type('ann@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The project status email has been sent successfully')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the dialog and its chips open when sending fails', async () => {
    const { dialog, type, onClose } = renderDialog([RECIPIENTS, sendMock(['ann@example.com'], 'failed')]);
    type('ann@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Unable to send the Email')).toBeTruthy();
    expect(within(dialog).getByText('ann@example.com')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says why when the hourly limit is reached', async () => {
    const { dialog, type } = renderDialog([RECIPIENTS, sendMock(['ann@example.com'], 'limited')]);
    type('ann@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You have sent too many status emails. Please try again in an hour.')).toBeTruthy();
  });
});
