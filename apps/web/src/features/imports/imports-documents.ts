import { graphql } from '../../gql';

export const QuestionImportFieldsFragment = graphql(`
  fragment QuestionImportFields on QuestionImport {
    id
    name
    status
    progress
    uploadedAt
    draftProjectId
    sectionCount
    questionCount
    skippedRows {
      sheet
      row
      reason
    }
    error
  }
`);

/** Spec 1 §2 My Uploads: the viewer's own uploads, newest first, with the keyword on the name. */
export const QuestionImportsDocument = graphql(`
  query QuestionImports($pagination: PageInput) {
    questionImports(pagination: $pagination) {
      total
      results {
        id
        name
        uploadedAt
      }
    }
  }
`);

export const QuestionImportDocument = graphql(`
  query QuestionImport($id: ID!) {
    questionImport(id: $id) {
      ...QuestionImportFields
    }
  }
`);

/** Spec 3 §7 Parse imported project: PENDING at once, then parsed by a job. */
export const ParseImportedProjectDocument = graphql(`
  mutation ParseImportedProject($fileId: ID!) {
    parseImportedProject(fileId: $fileId) {
      ...QuestionImportFields
    }
  }
`);

export const DeleteQuestionImportDocument = graphql(`
  mutation DeleteQuestionImport($id: ID!) {
    deleteQuestionImport(id: $id)
  }
`);

/** Spec 3 §5 Import destination: a template made of the reviewed draft. */
export const CreateTemplateFromImportDocument = graphql(`
  mutation CreateTemplateFromImport($input: ImportedTemplateInput!) {
    createTemplateFromImport(input: $input) {
      id
    }
  }
`);

/** Spec 3 §7 Copy draft sections to library: each chosen section into a MeshVault group. */
export const CopyDraftSectionsToLibraryDocument = graphql(`
  mutation CopyDraftSectionsToLibrary($draftProjectId: ID!, $sections: [DraftSectionCopyInput!]!) {
    copyDraftSectionsToLibrary(draftProjectId: $draftProjectId, sections: $sections)
  }
`);

/** The supplier service types a template may name (Create template). */
export const ImportTemplateServiceTypesDocument = graphql(`
  query ImportTemplateServiceTypes {
    projectTemplateServiceTypes {
      id
      label
    }
  }
`);
