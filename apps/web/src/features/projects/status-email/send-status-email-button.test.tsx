import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { STATUS_EMAIL_MESSAGES } from '@shortlist/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SendStatusEmailButton } from './send-status-email-button';
import { ProjectSupplierCountDocument } from './status-email-documents';

const countMock = (supplierCount: number): MockedResponse => ({
  request: { query: ProjectSupplierCountDocument, variables: { id: 'project-1' } },
  result: { data: { project: { __typename: 'Project', id: 'project-1', supplierCount } } },
});

function renderButton(supplierCount: number) {
  render(
    <MockedProvider mocks={[countMock(supplierCount)]}>
      <SendStatusEmailButton project={{ id: 'project-1' }} />
    </MockedProvider>,
  );
}

const button = () => screen.getByRole('button', { name: 'Send Project Status' }) as HTMLButtonElement;

describe('SendStatusEmailButton', () => {
  it('is disabled with the spec 2 §8 tooltip while the project has no supplier', async () => {
    renderButton(0);
    await screen.findByLabelText(STATUS_EMAIL_MESSAGES.noSupplier);
    expect(button().disabled).toBe(true);
    fireEvent.mouseOver(button().parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toBe('At least one Supplier Product must be added');
  });

  it('is enabled once a supplier is added', async () => {
    renderButton(1);
    // The count has arrived once the query settles; the button stays enabled and without the tooltip.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(button().disabled).toBe(false);
    expect(screen.queryByLabelText(STATUS_EMAIL_MESSAGES.noSupplier)).toBeNull();
  });
});
