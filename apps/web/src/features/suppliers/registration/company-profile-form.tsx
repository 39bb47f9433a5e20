import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import { Autocomplete, Box, Button, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { type VendorProfileData, vendorProfileSchema } from '@shortlist/domain';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { FormErrorAlert, FormTextField } from '../../../components/form';
import type { VendorRegistrationProfileFieldsFragment as Profile } from '../../../gql/graphql';
import { applyServerError } from '../../../lib/form-errors';

interface CompanyProfileFormProps {
  profile: Profile;
  onSubmit: (values: VendorProfileData) => Promise<unknown>;
}

const newProduct = () => ({ id: null, name: '', description: '', serviceTypeIds: [] });

/**
 * Spec 2 §2 /account/company: the company (name, website), its contact (name, e-mail, phone, industry) and its
 * products with name, description and the offered service types. Saved products stay (a project may have invited
 * them); a product added here may be removed again before saving.
 */
export function CompanyProfileForm({ profile, onSubmit }: CompanyProfileFormProps) {
  const form = useForm({
    resolver: zodResolver(vendorProfileSchema),
    defaultValues: {
      companyName: profile.companyName,
      website: profile.website,
      contactName: profile.contactName,
      email: profile.email,
      phone: profile.phone,
      industry: profile.industry,
      products: profile.products.map((product) => ({
        id: product.id,
        name: product.name,
        description: product.description,
        serviceTypeIds: product.serviceTypes.map((type) => type.id),
      })),
    },
  });
  const { control } = form;
  const products = useFieldArray({ control, name: 'products', keyName: 'key' });
  const labelOf = new Map(profile.serviceTypeOptions.map((type) => [type.id, type.label]));

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerError(form, error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormTextField control={control} name="companyName" label="Company Name" autoComplete="organization" />
      <FormTextField control={control} name="website" label="Website" type="url" autoComplete="url" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <FormTextField control={control} name="contactName" label="Contact Name" autoComplete="name" />
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <FormTextField control={control} name="industry" label="Industry" />
      </Stack>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Products
      </Typography>
      {products.fields.map((product, index) => (
        <Paper
          key={product.key}
          variant="outlined"
          sx={{ p: 2, mt: 2 }}
          role="group"
          aria-label={`Product ${index + 1}`}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField control={control} name={`products.${index}.name`} label="Product Name" />
            {product.id ? null : (
              <IconButton
                aria-label={`Remove product ${index + 1}`}
                onClick={() => products.remove(index)}
                sx={{ mt: 3 }}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
          <FormTextField
            control={control}
            name={`products.${index}.description`}
            label="Product Description"
            multiline
            minRows={2}
          />
          <Controller
            control={control}
            name={`products.${index}.serviceTypeIds`}
            render={({ field, fieldState }) => (
              <Autocomplete
                multiple
                options={profile.serviceTypeOptions.map((type) => type.id)}
                getOptionLabel={(id) => labelOf.get(id) ?? id}
                value={(field.value as string[] | undefined) ?? []}
                onChange={(_event, value) => field.onChange(value)}
                onBlur={field.onBlur}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    margin="normal"
                    label="Service Types"
                    inputRef={field.ref}
                    error={fieldState.error !== undefined}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            )}
          />
        </Paper>
      ))}
      <Button sx={{ mt: 2 }} onClick={() => products.append(newProduct())}>
        Add Product
      </Button>
      <FormErrorAlert errors={form.formState.errors} />
      <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} sx={{ mt: 3 }}>
        Create Profile
      </Button>
    </Box>
  );
}
