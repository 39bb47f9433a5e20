import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { feedbackSchema, MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { FormErrorAlert, FormTextField } from '../../components/form';
import { useLeavePrompt } from '../../components/leave-prompt';
import { applyServerError } from '../../lib/form-errors';
import { SendFeedbackDocument } from './feedback-documents';

interface FeedbackFormProps {
  titleId: string;
  onClose: () => void;
}

/** The body of the feedback dialog; it sends the page the user is on along with the text. */
export function FeedbackForm({ titleId, onClose }: FeedbackFormProps) {
  const { pathname } = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const [sendFeedback] = useMutation(SendFeedbackDocument);
  const form = useForm({ resolver: zodResolver(feedbackSchema), defaultValues: { title: '', message: '' } });
  const { isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  const leavePrompt = useLeavePrompt(isDirty && !isSubmitting && !isSubmitSuccessful);

  const onSubmit = form.handleSubmit(async ({ title, message }) => {
    try {
      await sendFeedback({ variables: { title, message, pathname } });
      enqueueSnackbar(MESSAGES.feedbackSent, { variant: 'success' });
      onClose();
    } catch (error) {
      applyServerError(form, error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogTitle id={titleId}>Feedback</DialogTitle>
      <DialogContent>
        <FormTextField control={form.control} name="title" label="Title" />
        <FormTextField control={form.control} name="message" label="Message" multiline minRows={4} />
        <FormErrorAlert errors={form.formState.errors} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Send
        </Button>
      </DialogActions>
      {leavePrompt}
    </Box>
  );
}
