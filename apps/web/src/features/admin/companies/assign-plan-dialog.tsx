import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, PICKER_PAGE_SIZE } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog, FormSelectField } from '../../../components/form';
import { applyServerError } from '../../../lib/form-errors';
import { AssignPlanDocument, PricingProductsDocument } from '../../billing';

export const PLAN_ASSIGNED = 'Plan has been assigned';

const assignPlanSchema = z.object({ planId: z.string().min(1, MESSAGES.required) });

interface AssignPlanDialogProps {
  company: { id: string; name: string; subscription?: { plan: { id: string } } | null };
  onClose: () => void;
  onAssigned: () => void;
}

/** Self-hosted billing: an administrator puts a company on any plan (active, no end). */
export function AssignPlanDialog({ company, onClose, onAssigned }: AssignPlanDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [assignPlan] = useMutation(AssignPlanDocument);
  const plans = useQuery(PricingProductsDocument, {
    variables: { pagination: { page: 1, pageSize: PICKER_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const currentPlanId = company.subscription?.plan.id ?? '';
  const form = useForm({ resolver: zodResolver(assignPlanSchema), defaultValues: { planId: currentPlanId } });
  const options = (plans.data?.pricingProducts.results ?? []).map((plan) => ({
    value: plan.id,
    label: plan.status === 'ACTIVE' ? plan.name : `${plan.name} (${plan.status.toLowerCase()})`,
  }));

  const onSubmit = form.handleSubmit(async ({ planId }) => {
    // Spec 1 §4: no change closes without saving.
    if (planId === currentPlanId) {
      onClose();
      return;
    }
    try {
      await assignPlan({ variables: { companyId: company.id, planId } });
    } catch (error) {
      applyServerError(form, error);
      return;
    }
    enqueueSnackbar(PLAN_ASSIGNED, { variant: 'success' });
    onAssigned();
  });

  return (
    <FormDialog
      title={`Assign plan to ${company.name}`}
      formState={form.formState}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormSelectField
        control={form.control}
        name="planId"
        label="Plan"
        required
        options={options}
        disabled={plans.loading && plans.data === undefined}
      />
    </FormDialog>
  );
}
