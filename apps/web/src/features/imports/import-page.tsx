import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageProgress } from '../../components/page-progress';
import { ImportWizardLayout } from './import-wizard-layout';
import { importProgressPath } from './imports-paths';
import { importFailure, type QuestionImportRecord, useQuestionImport } from './use-question-import';

interface ImportPageProps {
  step: number;
  /** Ask again while the file is being read (the progress page). */
  poll?: boolean;
  /** A page of the read questions: an import not read (yet) shows its progress instead. */
  parsed?: boolean;
  children: (record: QuestionImportRecord) => ReactNode;
}

/** A wizard step of one import (the address's :id): its steps, then the page once the import is read. */
export function ImportPage({ step, poll, parsed = false, children }: ImportPageProps) {
  const { record, error } = useQuestionImport({ poll });
  if (parsed && record && record.status !== 'SUCCESS') return <Navigate to={importProgressPath(record.id)} replace />;
  return (
    <ImportWizardLayout step={step}>
      {record ? children(record) : error ? <Alert severity="error">{importFailure(error)}</Alert> : <PageProgress />}
    </ImportWizardLayout>
  );
}
