import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import { AssignPlanDocument, DEMO_PRODUCTS, PricingProductsDocument } from '../../billing';
import { AssignPlanDialog } from './assign-plan-dialog';
import { planLabel } from './companies-page';

const PLANS = {
  request: { query: PricingProductsDocument, variables: { pagination: { page: 1, pageSize: 100 } } },
  result: {
    data: {
      pricingProducts: {
        __typename: 'PricingProductPage',
        total: 4,
        results: [...DEMO_PRODUCTS, { ...DEMO_PRODUCTS[1], id: 'draft', name: 'Pilot', status: 'DRAFT' }],
      },
    },
  },
};
const COMPANY = { id: 'company-1', name: 'Northwind', subscription: { plan: { id: 'free' } } };

describe('AssignPlanDialog', () => {
  it('closes without saving when the plan is unchanged', async () => {
    const onClose = vi.fn();
    const onAssigned = vi.fn();
    renderInApp(<AssignPlanDialog company={COMPANY} onClose={onClose} onAssigned={onAssigned} />, { mocks: [PLANS] });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Plan/ }).textContent).toBe('Free'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onAssigned).not.toHaveBeenCalled();
  });

  it('assigns any plan, drafts included', async () => {
    const assign = {
      request: { query: AssignPlanDocument, variables: { companyId: 'company-1', planId: 'draft' } },
      result: {
        data: {
          assignPlan: {
            __typename: 'CompanySubscription',
            status: 'active',
            currentPeriodEnd: null,
            cancelAtPeriodEnd: false,
            plan: { __typename: 'SubscriptionPlan', id: 'draft', name: 'Pilot', isFree: false },
          },
        },
      },
    };
    const onAssigned = vi.fn();
    renderInApp(<AssignPlanDialog company={COMPANY} onClose={vi.fn()} onAssigned={onAssigned} />, {
      mocks: [PLANS, assign],
    });
    const select = await screen.findByRole('combobox', { name: /Plan/ });
    // The options exist once the plans have loaded, which the current plan's name shows.
    await waitFor(() => expect(select.textContent).toBe('Free'));
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Pilot (draft)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Plan has been assigned')).toBeTruthy();
    expect(onAssigned).toHaveBeenCalled();
  });
});

describe('planLabel', () => {
  it('names the plan and its status', () => {
    expect(planLabel(null)).toBe('No plan');
    const subscription = { status: 'active' as const, cancelAtPeriodEnd: false, plan: { id: 'b', name: 'Business' } };
    expect(planLabel(subscription)).toBe('Business (Active)');
    expect(planLabel({ ...subscription, cancelAtPeriodEnd: true })).toBe('Business (Active, cancelling)');
    expect(planLabel({ ...subscription, status: 'past_due' })).toBe('Business (Past due)');
  });
});
