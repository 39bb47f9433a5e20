import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import { ClientDialog } from './client-dialog';
import { CreateClientDocument } from './clients-documents';

const fill = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });

describe('ClientDialog', () => {
  it('shows the spec messages and sends a valid client', async () => {
    const onSaved = vi.fn();
    const input = {
      name: 'Contoso',
      website: 'https://contoso.example',
      location: '',
      description: '',
      employeeSize: null,
    };
    renderInApp(<ClientDialog client={null} onClose={() => {}} onSaved={onSaved} />, {
      mocks: [
        {
          request: { query: CreateClientDocument, variables: { input } },
          result: { data: { createClient: { __typename: 'Client', id: 'client-1' } } },
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);

    fill(dialog, 'Name', 'Contoso');
    fill(dialog, 'Website', 'contoso');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Value must be an URL address')).toBeTruthy();

    fill(dialog, 'Website', 'https://contoso.example');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await screen.findByText('Client has been added')).toBeTruthy();
  });

  it('closes an unchanged client without saving (spec 1 §4)', async () => {
    const onClose = vi.fn();
    const onSaved = vi.fn();
    const client = {
      id: 'client-1',
      name: 'Contoso',
      website: 'https://contoso.example',
      location: 'Chicago',
      description: '',
      employeeSize: 'LARGE' as const,
    };
    renderInApp(<ClientDialog client={client} onClose={onClose} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    expect(within(dialog).getByText('Large (1000-4999)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).not.toHaveBeenCalled();
  });
});
