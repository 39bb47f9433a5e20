import { MenuItem, TextField } from '@mui/material';
import { useNavigate } from 'react-router';
import { invitationPreviewPath } from '../../../lib/invitation-paths';
import type { SupplierProductRecord } from './use-supplier-project';

interface ProductSwitcherProps {
  projectId: string;
  products: readonly SupplierProductRecord[];
  productId: string;
  hash: string | null;
}

/** Spec 2 §2: the invitation preview's product switcher, shown when more than one product is invited. */
export function ProductSwitcher({ projectId, products, productId, hash }: ProductSwitcherProps) {
  const navigate = useNavigate();
  if (products.length < 2) return null;
  return (
    <TextField
      select
      label="Product"
      value={productId}
      onChange={(event) => navigate(invitationPreviewPath(projectId, event.target.value, hash))}
      sx={{ minWidth: 260 }}
    >
      {products.map((product) => (
        <MenuItem key={product.id} value={product.id}>
          {product.productName}
        </MenuItem>
      ))}
    </TextField>
  );
}
