import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Tooltip } from '@mui/material';
import { SUPPLIER_MESSAGES } from '@shortlist/domain';

/** Spec 2 §8: why a supplier is listed by the with-issues quick filter (none of the project's service types). */
export function ServiceTypesWarning({ lacksServiceTypes }: { lacksServiceTypes: boolean }) {
  if (!lacksServiceTypes) return null;
  return (
    <Tooltip title={SUPPLIER_MESSAGES.serviceTypesMismatch}>
      <WarningAmberIcon
        titleAccess={SUPPLIER_MESSAGES.serviceTypesMismatch}
        tabIndex={0}
        color="warning"
        fontSize="small"
        sx={{ ml: 1, verticalAlign: 'middle' }}
      />
    </Tooltip>
  );
}
