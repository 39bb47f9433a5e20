import { Box, FormHelperText, Link, Stack } from '@mui/material';
import { type AnswerFile, answerFileProblem, type FileQuestionDefinition } from '@shortlist/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { AttachedFileRow, fileDownloadUrl, UploadFilesControl, useUploadQueue } from '../../../components/upload-queue';
import { messageOf, type TypeInputProps } from './type-input-props';

const isAnswerFile = (entry: unknown): entry is AnswerFile =>
  typeof (entry as AnswerFile | null)?.id === 'string' && typeof (entry as AnswerFile).filename === 'string';

const filesOf = (value: unknown): AnswerFile[] => (Array.isArray(value) ? value.filter(isAnswerFile) : []);

/**
 * FILE: files upload one at a time through the upload queue (70 MB each, its states shown); each file given is a
 * download link with Remove. A single-file question replaces its file with the next one uploaded. The question's
 * MIME types narrow the file picker and its maximum size refuses larger files before they are queued.
 */
export function FileAnswerInput({
  definition,
  draft,
  onChange,
  readOnly,
  labelId,
  problem,
}: TypeInputProps<FileQuestionDefinition>) {
  const { multiple, mimeTypes } = definition.file;
  const files = filesOf(draft.value);
  const [refusal, setRefusal] = useState<string | null>(null);
  const messageId = useId();
  const filesLabelId = useId();
  // Uploads may finish before the page renders the draft last sent: each change builds on that draft.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  const change = (value: AnswerFile[]) => {
    latest.current = { ...latest.current, value };
    onChange(latest.current);
  };
  const uploads = useUploadQueue({
    onUploaded: ({ id, filename }) =>
      change(multiple ? [...filesOf(latest.current.value), { id, filename }] : [{ id, filename }]),
  });
  const message = refusal ?? messageOf(problem, 'value');

  const chooseFiles = (chosen: File[]) => {
    const problems = chosen.map((file) => answerFileProblem(definition.file, file));
    const fitting = chosen.filter((_, index) => !problems[index]);
    setRefusal(problems.find(Boolean) ?? null);
    if (fitting.length > 0) uploads.enqueue(fitting);
  };
  const remove = (id: string) => change(filesOf(latest.current.value).filter((file) => file.id !== id));

  return (
    // Named after the question and then 'files', so that it differs from the question's own group around it.
    <Box
      role="group"
      aria-labelledby={`${labelId} ${filesLabelId}`}
      aria-describedby={message ? messageId : undefined}
      sx={{ my: 1 }}
    >
      <Box component="span" id={filesLabelId} hidden>
        files
      </Box>
      <Stack spacing={0.5}>
        {files.map((file) =>
          readOnly ? (
            <Link key={file.id} href={fileDownloadUrl(file.id)} target="_blank" rel="noopener">
              {file.filename}
            </Link>
          ) : (
            <AttachedFileRow
              key={file.id}
              filename={file.filename}
              url={fileDownloadUrl(file.id)}
              removeLabel={`Remove ${file.filename}`}
              onRemove={() => remove(file.id)}
            />
          ),
        )}
      </Stack>
      {readOnly ? null : (
        <UploadFilesControl
          uploads={uploads}
          buttonLabel={multiple ? 'Upload Files' : 'Upload File'}
          inputLabel={multiple ? 'Files to upload' : 'File to upload'}
          listLabel="Answer uploads"
          onChoose={chooseFiles}
          accept={mimeTypes.length > 0 ? mimeTypes.join(',') : undefined}
          multiple={multiple}
        />
      )}
      {message ? (
        <FormHelperText id={messageId} error>
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
