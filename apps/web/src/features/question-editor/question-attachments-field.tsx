import { QUESTION_LIMITS, QUESTION_MESSAGES } from '@shortlist/domain';
import { useFieldArray } from 'react-hook-form';
import { AttachedFileRow, fileDownloadUrl, UploadFilesControl, useUploadQueue } from '../../components/upload-queue';
import type { QuestionEditorForm } from './question-editor-fields';

/**
 * Spec 3 §3, §5 the question's attachments: each chosen file is uploaded at once and listed as a download link with
 * Remove. A choice that would make more than 5 files is refused whole, with the domain's message on the section.
 */
export function QuestionAttachmentsField({ form }: { form: QuestionEditorForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'attachments', keyName: 'key' });
  const uploads = useUploadQueue({
    onUploaded: (record) => append({ id: record.id, filename: record.filename }),
  });

  const choose = (files: File[]) => {
    if (fields.length + files.length > QUESTION_LIMITS.attachments) {
      form.setError('attachments', { type: 'max', message: QUESTION_MESSAGES.maxAttachments });
      return;
    }
    form.clearErrors('attachments');
    uploads.enqueue(files);
  };

  return (
    <>
      {fields.map((field, index) => (
        <AttachedFileRow
          key={field.key}
          filename={field.filename}
          url={fileDownloadUrl(field.id)}
          removeLabel={`Remove ${field.filename}`}
          onRemove={() => {
            remove(index);
            // The domain's rule decides whether a message still applies to the files left.
            void form.trigger('attachments');
          }}
        />
      ))}
      <UploadFilesControl
        uploads={uploads}
        buttonLabel="Add Files"
        inputLabel="Files to add"
        listLabel="Attachment uploads"
        onChoose={choose}
      />
    </>
  );
}
