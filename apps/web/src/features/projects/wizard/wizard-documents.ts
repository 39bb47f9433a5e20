import { graphql } from '../../../gql';

/** Spec 2 §7 Create project from the wizard, optionally with the copy settings of a base project. */
export const CreateWizardProjectDocument = graphql(`
  mutation CreateWizardProject($input: ProjectInput!, $copy: ProjectCopyInput) {
    createProject(input: $input, copy: $copy) {
      id
    }
  }
`);

/** Spec 3 §5 Create project from an import: what the wizard says it copies. */
export const WizardQuestionImportDocument = graphql(`
  query WizardQuestionImport($id: ID!) {
    questionImport(id: $id) {
      id
      name
      status
      sectionCount
      questionCount
    }
  }
`);
