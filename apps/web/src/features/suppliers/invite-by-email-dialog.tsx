import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { INVITE_MESSAGES, invitedProductSchema, type RegisteredVendorDetails, resultErrors } from '@shortlist/domain';
import { type ChangeEvent, useId, useState } from 'react';
import type { InviteActions, InviteOutcome } from './use-invite-actions';

export const INVITE_BY_EMAIL_TITLE = 'Invite by E-mail';

type Field = 'email' | 'productName';

interface InviteByEmailDialogProps {
  actions: Pick<InviteActions, 'inviteByEmail' | 'addVendorProduct'>;
  onClose: () => void;
}

/**
 * Spec 2 §5 Supplier invite by e-mail: the supplier title (trimmed, at most 100; it appears in the invitation e-mail)
 * and a valid address, with field messages as captions. An address of a registered vendor's domain shows the
 * DOMAIN_IS_ALREADY_EXISTED warning and that vendor's products to add instead, those already added disabled and
 * marked '(Already Added)'.
 */
export function InviteByEmailDialog({ actions, onClose }: InviteByEmailDialogProps) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ productName: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [vendor, setVendor] = useState<RegisteredVendorDetails | null>(null);
  const [picked, setPicked] = useState('');
  const [busy, setBusy] = useState(false);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues({ ...values, [field]: event.target.value });
    setErrors({ ...errors, [field]: undefined });
    if (field === 'email') {
      setVendor(null);
      setPicked('');
    }
  };

  const settle = (outcome: InviteOutcome) => {
    if (outcome.kind === 'sent' || outcome.kind === 'unsent') onClose();
    if (outcome.kind === 'registered') setVendor(outcome.vendor);
    if (outcome.kind === 'invalid') setErrors(outcome.fields);
  };

  const act = async (call: () => Promise<InviteOutcome>) => {
    setBusy(true);
    const outcome = await call();
    setBusy(false);
    settle(outcome);
  };

  const invite = () => {
    const parsed = invitedProductSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(resultErrors(parsed));
      return;
    }
    void act(() => actions.inviteByEmail(parsed.data.email, parsed.data.productName));
  };

  const field = (name: Field, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={values[name]}
      onChange={change(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required
      fullWidth
      margin="normal"
    />
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{INVITE_BY_EMAIL_TITLE}</DialogTitle>
      <DialogContent>
        {field('productName', 'Supplier Title')}
        {field('email', 'Email', 'email')}
        {vendor ? (
          <>
            <Alert severity="warning" sx={{ mt: 2 }}>
              {INVITE_MESSAGES.domainExists}
            </Alert>
            <FormControl sx={{ mt: 2 }}>
              <FormLabel id={`${id}-products`}>{`${vendor.vendor.name} products`}</FormLabel>
              <RadioGroup
                aria-labelledby={`${id}-products`}
                value={picked}
                onChange={(event) => setPicked(event.target.value)}
              >
                {vendor.products.map((product) => (
                  <FormControlLabel
                    key={product.id}
                    value={product.id}
                    control={<Radio />}
                    disabled={product.isAdded}
                    label={product.isAdded ? `${product.name} (Already Added)` : product.name}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {vendor ? (
          <Button
            variant="contained"
            disabled={busy || !picked}
            onClick={() => act(() => actions.addVendorProduct(picked))}
          >
            Add
          </Button>
        ) : (
          <Button variant="contained" disabled={busy} onClick={invite}>
            Invite
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
