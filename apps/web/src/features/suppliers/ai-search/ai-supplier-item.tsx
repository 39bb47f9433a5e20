import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Box, IconButton, ListItem, ListItemText, Stack } from '@mui/material';
import { useId, useState } from 'react';
import type { AiSearchRecord } from '../../ai';
import { CandidateActions } from '../candidate-actions';
import { SupplierDetails } from '../supplier-details';
import type { SupplierActions } from '../use-supplier-actions';

export type SearchProduct = AiSearchRecord['products'][number];

/**
 * Spec 2 §3 Search (AI) supplier row: name and contact, the label (New / Preselected / …) with Invite (the product
 * joins with the suggestion's purpose as its reason for selection) or Revoke, and Block; expands to the details.
 */
export function AiSupplierItem({ product, actions }: { product: SearchProduct; actions: SupplierActions }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const contact = [product.contactName, product.email].filter(Boolean).join(' · ');
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <IconButton
          size="small"
          aria-label={`Details of ${product.name}`}
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => setOpen(!open)}
          sx={{ mr: 1 }}
        >
          {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
        </IconButton>
        <ListItemText primary={product.name} secondary={contact || undefined} sx={{ overflowWrap: 'anywhere' }} />
        <CandidateActions
          candidate={product}
          title={product.name}
          actions={actions}
          onInvite={() => actions.add(product.id, product.purpose)}
        />
      </Stack>
      {open ? (
        <Box id={detailsId} sx={{ pl: 6, py: 1 }}>
          <SupplierDetails
            industry={product.industry}
            purpose={product.purpose}
            email={product.email}
            relatedLinks={product.relatedLinks}
          />
        </Box>
      ) : null}
    </ListItem>
  );
}
