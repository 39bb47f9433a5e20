import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { FAQ_TAG_LABELS, FAQ_TEXTS, formatDate } from '@shortlist/domain';
import { useId } from 'react';
import type { FaqDialog, FaqItem, FaqQuestion } from './faq-model';

type OpenDialog = (dialog: FaqDialog) => void;

function FaqTags({ item }: { item: FaqItem }) {
  if (item.tags.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} aria-label="Tags" component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {item.tags.map((tag) => (
        <li key={tag}>
          <Chip size="small" label={FAQ_TAG_LABELS[tag]} color={tag === 'REJECTED' ? 'error' : 'default'} />
        </li>
      ))}
    </Stack>
  );
}

/** The buttons the reader's abilities allow on an item (spec 3 §6); the server refuses the rest. */
export function FaqItemActions({
  item,
  labelledBy,
  onOpen,
}: {
  item: FaqItem;
  labelledBy: string;
  onOpen: OpenDialog;
}) {
  const { abilities } = item;
  const isAnswer = item.parentId !== null && item.isAddedByBroker;
  const actions = [
    { show: abilities.reply, label: FAQ_TEXTS.reply, open: () => onOpen({ kind: 'reply', item }) },
    { show: abilities.publish, label: FAQ_TEXTS.publish, open: () => onOpen({ kind: 'publish', item }) },
    { show: abilities.reject, label: FAQ_TEXTS.reject, open: () => onOpen({ kind: 'reject', item }) },
    {
      show: abilities.edit,
      label: isAnswer ? FAQ_TEXTS.editAnswer : FAQ_TEXTS.editQuestion,
      open: () => onOpen({ kind: 'edit', item }),
    },
    { show: abilities.clarify, label: FAQ_TEXTS.clarificationQuestion, open: () => onOpen({ kind: 'clarify', item }) },
  ].filter((action) => action.show);
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <Button key={action.label} size="small" aria-describedby={labelledBy} onClick={action.open}>
          {action.label}
        </Button>
      ))}
    </Stack>
  );
}

function Byline({ item }: { item: FaqItem }) {
  return (
    <Typography variant="caption" color="text.secondary">
      {[item.companyName, formatDate(item.createdAt)].filter(Boolean).join(' · ')}
    </Typography>
  );
}

function FaqReply({ item, onOpen }: { item: FaqItem; onOpen: OpenDialog }) {
  const textId = useId();
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }}>
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="overline">
            {item.isAddedByBroker ? FAQ_TEXTS.answer : FAQ_TEXTS.clarificationQuestion}
          </Typography>
          <FaqTags item={item} />
        </Stack>
        <Typography id={textId} sx={{ whiteSpace: 'pre-line' }}>
          {item.text}
        </Typography>
        {item.rejectReason ? (
          <Alert severity="error">{`${FAQ_TEXTS.rejectedBecause}: ${item.rejectReason}`}</Alert>
        ) : null}
        <Byline item={item} />
        <FaqItemActions item={item} labelledBy={textId} onOpen={onOpen} />
      </Stack>
    </Paper>
  );
}

/** Spec 2 §4: one question as an accordion, with its tags, what it is about, its replies and the allowed buttons. */
export function FaqThread({ question, onOpen }: { question: FaqQuestion; onOpen: OpenDialog }) {
  const textId = useId();
  const about = question.question
    ? `${FAQ_TEXTS.aboutQuestion}: ${question.question.label}`
    : question.section
      ? `${FAQ_TEXTS.aboutSection}: ${question.section.name}`
      : null;
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography id={textId} sx={{ fontWeight: 500, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {question.text}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <FaqTags item={question} />
            {about ? (
              <Typography variant="caption" color="text.secondary">
                {about}
              </Typography>
            ) : null}
          </Stack>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={1.5}>
          <Byline item={question} />
          {question.rejectReason ? (
            <Alert severity="error">{`${FAQ_TEXTS.rejectedBecause}: ${question.rejectReason}`}</Alert>
          ) : null}
          {question.answers.length > 0 ? (
            <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
              {question.answers.map((answer) => (
                <FaqReply key={answer.id} item={answer} onOpen={onOpen} />
              ))}
            </Box>
          ) : null}
          <FaqItemActions item={question} labelledBy={textId} onOpen={onOpen} />
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
