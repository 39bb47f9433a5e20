import { useQuery } from '@apollo/client/react';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  LinearProgress,
  List,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { LIST_PAGE_SIZE_MAX, SEARCH_DEBOUNCE_MS } from '@shortlist/domain';
import { useState } from 'react';
import { SearchField } from '../../components/form';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SupplierServiceTypeOptionsDocument } from '../projects';
import { AddSupplierDialog } from './add-supplier-dialog';
import type { VendorProduct } from './supplier-model';
import { VendorDirectoryDocument, VendorIndustriesDocument } from './suppliers-documents';
import type { SupplierActions } from './use-supplier-actions';
import { VendorCandidateItem } from './vendor-candidate-item';

const ANY = '';

/**
 * Spec 2 §9 supplier search card: the vendor directory searched by name, service type and industry (unpaged, sorted
 * by name); each product is a candidate (spec 2 §4) with its label and the candidate actions.
 */
export function SupplierSearchCard({ projectId, actions }: { projectId: string; actions: SupplierActions }) {
  const [keyword, setKeyword] = useState('');
  const [serviceTypeId, setServiceTypeId] = useState(ANY);
  const [industry, setIndustry] = useState(ANY);
  const [adding, setAdding] = useState<VendorProduct | null>(null);
  const settledKeyword = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const serviceTypes = useQuery(SupplierServiceTypeOptionsDocument, {
    variables: { pagination: { page: 1, pageSize: LIST_PAGE_SIZE_MAX } },
  });
  const industries = useQuery(VendorIndustriesDocument);
  const filter = { keyword: settledKeyword, serviceTypeIds: serviceTypeId ? [serviceTypeId] : [], industry };
  const { data, previousData, loading } = useQuery(VendorDirectoryDocument, {
    variables: { projectId, filter },
    fetchPolicy: 'cache-and-network',
  });
  const products = (data ?? previousData)?.vendorDirectory ?? [];

  return (
    <Card variant="outlined" component="section" aria-labelledby="supplier-search-title">
      <CardHeader id="supplier-search-title" title="Find Suppliers" slotProps={{ title: { component: 'h2' } }} />
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <SearchField
            type="search"
            label="Supplier or product name"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            sx={{ flex: 2 }}
          />
          <TextField
            select
            size="small"
            label="Service Type"
            value={serviceTypeId}
            onChange={(event) => setServiceTypeId(event.target.value)}
            sx={{ flex: 1, minWidth: 180 }}
          >
            <MenuItem value={ANY}>All service types</MenuItem>
            {(serviceTypes.data?.supplierServiceTypes.results ?? []).map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Industry"
            value={industry}
            onChange={(event) => setIndustry(event.target.value)}
            sx={{ flex: 1, minWidth: 180 }}
          >
            <MenuItem value={ANY}>All industries</MenuItem>
            {(industries.data?.vendorIndustries ?? []).map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Box sx={{ height: 4, mt: 1 }}>{loading ? <LinearProgress aria-label="Searching suppliers" /> : null}</Box>
        {products.length === 0 && !loading ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            No suppliers match the search
          </Typography>
        ) : (
          <List dense aria-label="Supplier search results" sx={{ maxHeight: 360, overflowY: 'auto' }}>
            {products.map((product) => (
              <VendorCandidateItem
                key={product.id}
                product={product}
                actions={actions}
                onInvite={() => setAdding(product)}
              />
            ))}
          </List>
        )}
      </CardContent>
      {adding ? (
        <AddSupplierDialog
          product={adding}
          onAdd={(purpose) => actions.add(adding.id, purpose)}
          onClose={() => setAdding(null)}
        />
      ) : null}
    </Card>
  );
}
