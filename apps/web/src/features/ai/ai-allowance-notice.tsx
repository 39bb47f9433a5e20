import { Alert, Link } from '@mui/material';
import { AI_MESSAGES, type AiAllowance, type AiSearchKind, mayStartAiSearch } from '@shortlist/domain';
import { Link as RouterLink } from 'react-router';
import { PRICING_PATH } from '../public';

/** At 0 remaining the search button is disabled (spec 2 §9, spec 3 §9); unlimited (max null) has no limit. */
export const atAiLimit = (allowance: AiAllowance | null) => allowance !== null && !mayStartAiSearch(allowance);

/**
 * Spec 2 §8 AI limits and spec 3 §2: used/max in the plural forms, with the upgrade link to /pricing; a warning once
 * nothing remains. Nothing shows when the plan sets no limit.
 */
export function AiAllowanceNotice({ kind, allowance }: { kind: AiSearchKind; allowance: AiAllowance | null }) {
  if (allowance?.max == null || allowance.remaining === null) return null;
  const atLimit = atAiLimit(allowance);
  return (
    <Alert
      severity={atLimit ? 'warning' : 'info'}
      action={
        <Link component={RouterLink} to={PRICING_PATH} color="inherit" sx={{ alignSelf: 'center', mr: 1 }}>
          {AI_MESSAGES.upgrade}
        </Link>
      }
    >
      {atLimit
        ? AI_MESSAGES.limitReached(kind, allowance.used, allowance.max)
        : `${AI_MESSAGES.used(kind, allowance.used, allowance.max)} ${AI_MESSAGES.remaining(kind, allowance.remaining)}`}
    </Alert>
  );
}
