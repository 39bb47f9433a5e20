import { ListItem, ListItemText } from '@mui/material';
import { CandidateActions } from './candidate-actions';
import type { VendorProduct } from './supplier-model';
import type { SupplierActions } from './use-supplier-actions';

interface VendorCandidateItemProps {
  product: VendorProduct;
  actions: SupplierActions;
  /** Opens the add dialog (the reason for selection) for a product not in the project. */
  onInvite: () => void;
}

/** Spec 2 §4 a search result as a candidate: its name, industry and service types, label and candidate actions. */
export function VendorCandidateItem({ product, actions, onInvite }: VendorCandidateItemProps) {
  const title = `${product.vendorName} — ${product.name}`;
  const details = [product.industry, product.serviceTypes.map((type) => type.label).join(', ')].filter(Boolean);
  return (
    <ListItem divider>
      <ListItemText primary={title} secondary={details.join(' · ') || undefined} />
      <CandidateActions candidate={product} title={title} actions={actions} onInvite={onInvite} />
    </ListItem>
  );
}
