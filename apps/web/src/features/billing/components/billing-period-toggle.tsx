import { Box, Chip, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { BillingPeriod } from '@shortlist/domain';

interface BillingPeriodToggleProps {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  /** 'Save 20%', or null when annual billing saves nothing. */
  saveBadge: string | null;
}

/** Spec 3 §2: Bill Monthly / Bill Annually, with the saving badge beside the annual option. */
export function BillingPeriodToggle({ value, onChange, saveBadge }: BillingPeriodToggleProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={value}
        aria-label="Billing period"
        onChange={(_event, next: BillingPeriod | null) => {
          if (next !== null) onChange(next);
        }}
      >
        <ToggleButton value="month">Bill Monthly</ToggleButton>
        <ToggleButton value="year">Bill Annually</ToggleButton>
      </ToggleButtonGroup>
      {saveBadge ? <Chip label={saveBadge} color="success" size="small" /> : null}
    </Box>
  );
}
