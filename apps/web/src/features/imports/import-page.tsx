import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { PageProgress } from '../../components/page-progress';
import { ImportWizardLayout } from './import-wizard-layout';
import { importFailure, type QuestionImportRecord, useQuestionImport } from './use-question-import';

interface ImportPageProps {
  step: number;
  /** Ask again while the file is being read (the progress page). */
  poll?: boolean;
  children: (record: QuestionImportRecord) => ReactNode;
}

/** A wizard step of one import (the address's :id): its steps, then the page once the import is read. */
export function ImportPage({ step, poll, children }: ImportPageProps) {
  const { record, error } = useQuestionImport({ poll });
  return (
    <ImportWizardLayout step={step}>
      {record ? children(record) : error ? <Alert severity="error">{importFailure(error)}</Alert> : <PageProgress />}
    </ImportWizardLayout>
  );
}
