import type { MockedResponse } from '@apollo/client/testing';
import { SCORING_CHOICE_MESSAGES } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { fromDateInput } from '../../../lib/project-dates';
import { ChooseScoringProductsDocument, ScoringChoiceProductsDocument } from '../project-dashboard-documents';
import { CHOICE_PRODUCTS_TITLE, ChoiceProductsDialog } from './choice-products-dialog';
import { PROJECT_ID, renderProjectPage } from './dashboard-test-kit';

const supplier = (id: string, vendor: string, product: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ProjectProduct',
  id,
  productName: product,
  participationStatus: 'ACCEPTED',
  answersSubmittedAt: null,
  answersSubmitDeadline: null,
  vendor: { __typename: 'ProjectProductVendor', id: `vendor-${id}`, name: vendor },
  ...extra,
});

const SUPPLIERS = [
  supplier('done', 'Acme', 'Acme Payroll', { answersSubmittedAt: '2030-03-10T12:00:00.000Z' }),
  supplier('late', 'Globex', 'Globex HR'),
  supplier('declined', 'Initech', 'Initech Pay', { participationStatus: 'DECLINED' }),
];

const productsMock = (suppliers = SUPPLIERS): MockedResponse => ({
  request: { query: ScoringChoiceProductsDocument, variables: { projectId: PROJECT_ID } },
  result: { data: { projectProducts: suppliers } },
});

const chooseMock = (products: Array<{ id: string; deadline?: string }>, result: MockedResponse['result']) => ({
  request: { query: ChooseScoringProductsDocument, variables: { projectId: PROJECT_ID, products } },
  result,
});

function renderDialog(mocks: MockedResponse[]) {
  const onDecided = vi.fn(async () => {});
  const onClose = vi.fn();
  renderProjectPage(<ChoiceProductsDialog projectId={PROJECT_ID} onDecided={onDecided} onClose={onClose} />, {
    path: `/projects/${PROJECT_ID}/dashboard`,
    mocks,
  });
  return { onDecided, onClose };
}

const openDialog = async () => within(await screen.findByRole('dialog', { name: CHOICE_PRODUCTS_TITLE }));
const FUTURE = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const FUTURE_DEADLINE = fromDateInput(FUTURE)?.toISOString() ?? '';

describe('ChoiceProductsDialog', () => {
  it('lists the accepted products, selected by default; a submitted one is checked and disabled', async () => {
    renderDialog([productsMock()]);
    const dialog = await openDialog();
    const done = (await dialog.findByRole('checkbox', { name: 'Selected: Acme — Acme Payroll' })) as HTMLInputElement;
    expect(done.checked).toBe(true);
    expect(done.disabled).toBe(true);
    const late = dialog.getByRole('checkbox', { name: 'Selected: Globex — Globex HR' }) as HTMLInputElement;
    expect(late.checked).toBe(true);
    expect(late.disabled).toBe(false);
    expect(dialog.getByText('Globex')).toBeTruthy();
    expect(dialog.queryByText('Initech Pay')).toBeNull();
    expect(dialog.queryByLabelText(/Deadline:/)).toBeNull();
  });

  it('asks a deadline of an unchecked product, sends the undecided ones, then starts scoring', async () => {
    const { onDecided } = renderDialog([
      productsMock(),
      chooseMock([{ id: 'late', deadline: FUTURE_DEADLINE }], { data: { submitProductAnswers: PROJECT_ID } }),
    ]);
    const dialog = await openDialog();
    fireEvent.click(await dialog.findByRole('checkbox', { name: 'Selected: Globex — Globex HR' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Required')).toBeTruthy();
    expect(onDecided).not.toHaveBeenCalled();
    const field = dialog.getByLabelText('Deadline: Globex — Globex HR');
    fireEvent.change(field, { target: { value: '2020-01-01' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText(/later than current date/)).toBeTruthy();
    fireEvent.change(field, { target: { value: FUTURE } });
    fireEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledTimes(1));
  });

  it("says 'Unable to submit Data' when the call returns no id, and the server's message when refused", async () => {
    const { onDecided } = renderDialog([
      productsMock(),
      chooseMock([{ id: 'late' }], { data: { submitProductAnswers: '' } }),
      chooseMock([{ id: 'late' }], { errors: [new GraphQLError('The decision cannot be changed once submitted.')] }),
    ]);
    const dialog = await openDialog();
    await dialog.findByRole('checkbox', { name: 'Selected: Globex — Globex HR' });
    fireEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(SCORING_CHOICE_MESSAGES.submitFailed)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The decision cannot be changed once submitted.')).toBeTruthy();
    expect(onDecided).not.toHaveBeenCalled();
  });

  it('says so when no product has accepted the invitation', async () => {
    renderDialog([productsMock([SUPPLIERS[2] ?? supplier('x', 'X', 'X')])]);
    const dialog = await openDialog();
    expect(await dialog.findByText(SCORING_CHOICE_MESSAGES.noAcceptedProduct)).toBeTruthy();
  });
});
