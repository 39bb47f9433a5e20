import { autoFillDates, DEFAULT_LOCATION, type ProjectFormValues, type ProjectType } from '@shortlist/domain';
import type { ProjectFieldsFragment, ProjectInput } from '../../../gql/graphql';
import { isCompleteDateValue } from '../../../lib/project-dates';

export interface ContactFields {
  userId: string;
  phoneNumber: string;
  email: string;
}

/**
 * What the project form holds (spec 2 §5): the input of the domain's project schemas. Dates are ISO instants at
 * midday UTC ('' when empty); the date inputs show their New York day.
 */
export interface ProjectFormFields {
  type: ProjectType;
  name: string;
  intro: string;
  description: string;
  serviceTypeIds: string[];
  projectServiceTypeIds: string[];
  clientId: string;
  hideClientInfo: boolean;
  brokerageContacts: ContactFields[];
  productOwnerIds: string[];
  domainExpertIds: string[];
  viewerIds: string[];
  moreInformation: { key: string; value: string }[];
  files: { id: string; filename: string; url: string; description: string }[];
  publishDate: string;
  submissionDeadline: string;
  questionsClarificationDeadline: string;
  questionsSubmissionDeadline: string;
  plannedDecisionDate: string;
  locationOriginated: string;
  frequency: string;
  liveCount: number | null;
  /** Create only: the published templates whose sections the new project gets. */
  templateIds: string[];
}

export type DateField =
  | 'publishDate'
  | 'submissionDeadline'
  | 'questionsClarificationDeadline'
  | 'questionsSubmissionDeadline'
  | 'plannedDecisionDate';

/** A new project's form: nothing chosen yet, location Worldwide (spec 2 §9). */
export function emptyProjectForm(type: ProjectType): ProjectFormFields {
  return {
    type,
    name: '',
    intro: '',
    description: '',
    serviceTypeIds: [],
    projectServiceTypeIds: [],
    clientId: '',
    hideClientInfo: false,
    brokerageContacts: [],
    productOwnerIds: [],
    domainExpertIds: [],
    viewerIds: [],
    moreInformation: [],
    files: [],
    publishDate: '',
    submissionDeadline: '',
    questionsClarificationDeadline: '',
    questionsSubmissionDeadline: '',
    plannedDecisionDate: '',
    locationOriginated: DEFAULT_LOCATION,
    frequency: '',
    liveCount: null,
    templateIds: [],
  };
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

/** The form of an existing project, for the details page. */
export function projectFormFields(project: ProjectFieldsFragment): ProjectFormFields {
  return {
    type: project.type,
    name: project.name,
    intro: project.intro ?? '',
    description: project.description ?? '',
    serviceTypeIds: ids(project.serviceTypes),
    projectServiceTypeIds: ids(project.projectServiceTypes),
    clientId: project.client?.id ?? '',
    hideClientInfo: project.hideClientInfo,
    brokerageContacts: project.brokerageContacts.map((contact) => ({
      userId: contact.user.id,
      phoneNumber: contact.phoneNumber ?? '',
      email: contact.email ?? '',
    })),
    productOwnerIds: ids(project.productOwners),
    domainExpertIds: ids(project.domainExperts),
    viewerIds: ids(project.viewers),
    moreInformation: project.moreInformation.map(({ key, value }) => ({ key, value })),
    files: project.files.map((file) => ({
      id: file.id,
      filename: file.filename,
      url: file.url,
      description: file.description ?? '',
    })),
    publishDate: project.publishDate ?? '',
    submissionDeadline: project.submissionDeadline ?? '',
    questionsClarificationDeadline: project.questionsClarificationDeadline ?? '',
    questionsSubmissionDeadline: project.questionsSubmissionDeadline ?? '',
    plannedDecisionDate: project.plannedDecisionDate ?? '',
    locationOriginated: project.locationOriginated ?? DEFAULT_LOCATION,
    frequency: project.frequency ?? '',
    liveCount: project.liveCount ?? null,
    templateIds: [],
  };
}

/**
 * Spec 2 §4 Dates auto-fill: choosing a publish date sets the submission deadline (+14 days), the questions
 * submission deadline (+10) and the planned decision date (+10), all as ISO instants; null unless the publish date
 * is a complete, valid date.
 */
export function autoFilledDates(
  publishDate: string,
): Pick<ProjectFormFields, Exclude<DateField, 'questionsClarificationDeadline'>> | null {
  if (!isCompleteDateValue(publishDate)) return null;
  const dates = autoFillDates(publishDate);
  return {
    publishDate: dates.publishDate.toISOString(),
    submissionDeadline: dates.submissionDeadline.toISOString(),
    questionsSubmissionDeadline: dates.questionsSubmissionDeadline.toISOString(),
    plannedDecisionDate: dates.plannedDecisionDate.toISOString(),
  };
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The createProject / updateProject input of validated form values; the chosen templates only with `create`. */
export function toProjectInput(values: ProjectFormValues, { create = false }: { create?: boolean } = {}): ProjectInput {
  return {
    type: values.type,
    name: values.name,
    intro: values.intro,
    description: values.description,
    serviceTypeIds: values.serviceTypeIds,
    projectServiceTypeIds: values.projectServiceTypeIds,
    clientId: values.clientId,
    hideClientInfo: values.hideClientInfo,
    brokerageContacts: values.brokerageContacts.map((contact) => ({
      userId: contact.userId,
      phoneNumber: contact.phoneNumber || null,
      email: contact.email || null,
    })),
    productOwnerIds: values.productOwnerIds,
    domainExpertIds: values.domainExpertIds,
    viewerIds: values.viewerIds,
    moreInformation: values.moreInformation,
    files: values.files.map((file) => ({ id: file.id, description: file.description })),
    publishDate: iso(values.publishDate),
    submissionDeadline: iso(values.submissionDeadline),
    questionsClarificationDeadline: iso(values.questionsClarificationDeadline),
    questionsSubmissionDeadline: iso(values.questionsSubmissionDeadline),
    plannedDecisionDate: iso(values.plannedDecisionDate),
    locationOriginated: values.locationOriginated,
    frequency: values.frequency,
    liveCount: values.liveCount,
    ...(create ? { templateIds: values.templateIds } : {}),
  };
}
