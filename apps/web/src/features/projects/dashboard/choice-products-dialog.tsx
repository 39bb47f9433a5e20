import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Checkbox, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatDate, SCORING_CHOICE_MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { DateField, FormDialog } from '../../../components/form';
import { PageProgress } from '../../../components/page-progress';
import { toUserMessage } from '../../../lib/errors';
import { ChooseScoringProductsDocument, ScoringChoiceProductsDocument } from '../project-dashboard-documents';
import { type ChoiceRow, type ChoiceValues, choiceResolver, choiceRowsOf, choicesToSend } from './scoring-choice';

export const CHOICE_PRODUCTS_TITLE = 'Choice Products for Scoring';

interface ChoiceProductsDialogProps {
  projectId: string;
  /** Moves the project to SCORING once the products are decided. */
  onDecided: () => Promise<void>;
  onClose: () => void;
}

/**
 * Spec 2 §5 Choice Products for Scoring, the road map's Next in AWAITING with the extended deadline on: each accepted
 * product is selected for scoring (checked by default; its answers are submitted now) or, unchecked, given a required
 * deadline until which its supplier goes on answering. Products already decided keep their decision, disabled.
 * Submit sends the undecided ones (submit product answers), then moves the project to SCORING.
 */
export function ChoiceProductsDialog({ projectId, onDecided, onClose }: ChoiceProductsDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const { data, error } = useQuery(ScoringChoiceProductsDocument, {
    variables: { projectId },
    fetchPolicy: 'network-only',
  });
  const [choose] = useMutation(ChooseScoringProductsDocument);
  const rows = useMemo(() => (data ? choiceRowsOf(data.projectProducts) : []), [data]);
  const values = useMemo(
    () => ({ products: rows.map((row) => ({ id: row.id, selected: row.selected, deadline: row.deadline })) }),
    [rows],
  );
  const { control, formState, handleSubmit, watch } = useForm<ChoiceValues>({
    values,
    resolver: choiceResolver(rows),
  });
  const chosen = watch('products');
  // The form takes `values` in an effect after the rows arrive: until then its boxes would show unchecked.
  const formReady = rows.length > 0 && chosen?.length === rows.length;

  const submit = handleSubmit(async (form) => {
    if (rows.length === 0) return;
    const products = choicesToSend(rows, form);
    try {
      if (products.length > 0) {
        const result = await choose({ variables: { projectId, products } });
        if (!result.data?.submitProductAnswers) {
          enqueueSnackbar(SCORING_CHOICE_MESSAGES.submitFailed, { variant: 'error' });
          return;
        }
      }
    } catch (failure) {
      enqueueSnackbar(toUserMessage(failure), { variant: 'error' });
      return;
    }
    onClose();
    await onDecided();
  });

  return (
    <FormDialog
      title={CHOICE_PRODUCTS_TITLE}
      formState={formState}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Submit"
      maxWidth="md"
    >
      {!data && error ? <Alert severity="error">{toUserMessage(error)}</Alert> : null}
      {!data && !error ? <PageProgress /> : null}
      {data && rows.length === 0 ? <Alert severity="error">{SCORING_CHOICE_MESSAGES.noAcceptedProduct}</Alert> : null}
      {formReady ? <ChoiceTable rows={rows} control={control} chosen={chosen} /> : null}
    </FormDialog>
  );
}

function ChoiceTable({
  rows,
  control,
  chosen,
}: {
  rows: ChoiceRow[];
  control: Control<ChoiceValues>;
  chosen: ChoiceValues['products'];
}) {
  return (
    <Table size="small" aria-label="Products">
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell>Vendor</TableCell>
          <TableCell>Selected</TableCell>
          <TableCell>Deadline</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={row.id}>
            <TableCell>{row.productName}</TableCell>
            <TableCell>{row.vendorName}</TableCell>
            <TableCell>
              <Controller
                control={control}
                name={`products.${index}.selected`}
                render={({ field }) => (
                  <Checkbox
                    checked={field.value}
                    disabled={row.decided}
                    onChange={(event) => field.onChange(event.target.checked)}
                    slotProps={{ input: { 'aria-label': `Selected: ${row.title}` } }}
                  />
                )}
              />
            </TableCell>
            <TableCell>
              {row.decided && row.deadline ? formatDate(row.deadline) : null}
              {!row.decided && chosen[index]?.selected === false ? (
                <DateField
                  control={control}
                  name={`products.${index}.deadline`}
                  label="Deadline"
                  ariaLabel={`Deadline: ${row.title}`}
                  required
                />
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
