import { Link, Stack, Typography } from '@mui/material';
import type { AnswerFile } from '@shortlist/domain';
import { fileDownloadUrl } from '../../../components/upload-queue';
import type { ProductAnswerFieldsFragment, ProductAnswersQuery } from '../../../gql/graphql';
import { answerPlainText } from '../inputs/answer-plain-text';

export type ProductAnswersQuestion = ProductAnswersQuery['productAnswers']['sections'][number]['questions'][number];

/** What the answer's display reads: the answer's content and its question's definition. */
export interface ShownAnswer extends Pick<ProductAnswersQuestion, 'definition'> {
  answer?: Pick<
    ProductAnswerFieldsFragment,
    'value' | 'secondaryValue' | 'notApplicable' | 'notApplicableDescription'
  > | null;
}

const WEB_ADDRESS = /^https?:\/\//i;
const LINK_TYPES = new Set(['URL', 'VIDEO']);

/** The files of a FILE answer (the server sends `[{ id, filename }]`); none for any other shape. */
function answerFiles(value: unknown): AnswerFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (file): file is AnswerFile =>
      typeof file === 'object' && file !== null && typeof file.id === 'string' && typeof file.filename === 'string',
  );
}

/**
 * A product's answer, read-only, as the buy side opens it: each uploaded file as a download named by the file, a URL
 * or video address as a link that opens in a new tab, anything else (and Not Applicable) as text.
 */
export function ProductAnswerValue({ question }: { question: ShownAnswer }) {
  const { answer, definition } = question;
  const text = answer ? answerPlainText(definition, answer) : '';
  if (!answer || !text) return <AnswerText text="" />;
  if (answer.notApplicable) return <AnswerText text={text} />;
  if (definition.type === 'FILE') return <FileLinks files={answerFiles(answer.value)} fallback={text} />;
  if (LINK_TYPES.has(definition.type) && typeof answer.value === 'string' && WEB_ADDRESS.test(answer.value))
    return <WebLink address={answer.value} />;
  return <AnswerText text={text} />;
}

function AnswerText({ text }: { text: string }) {
  return (
    <Typography variant="body2" color={text ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-wrap' }}>
      {text || 'No answer'}
    </Typography>
  );
}

function FileLinks({ files, fallback }: { files: AnswerFile[]; fallback: string }) {
  if (files.length === 0) return <AnswerText text={fallback} />;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {files.map((file) => (
        <Link key={file.id} variant="body2" href={fileDownloadUrl(file.id)} download={file.filename}>
          {file.filename}
        </Link>
      ))}
    </Stack>
  );
}

function WebLink({ address }: { address: string }) {
  return (
    <Typography variant="body2">
      <Link href={address} target="_blank" rel="noopener">
        {address}
      </Link>
    </Typography>
  );
}
