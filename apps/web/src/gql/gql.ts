/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation AcceptTerms($version: String!) {\n    acceptTermsAndConditions(version: $version) {\n      id\n      termsAndConditionsVersion\n    }\n  }\n": typeof types.AcceptTermsDocument,
    "\n  mutation ChangePassword($oldPassword: String!, $password: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateProfileSettings(\n    $phoneNumber: String\n    $contrastMode: Boolean!\n    $projectStatusUpdate: Boolean!\n    $newNotification: Boolean!\n    $newFaqQuestion: Boolean!\n  ) {\n    updateProfileSettings(\n      phoneNumber: $phoneNumber\n      contrastMode: $contrastMode\n      projectStatusUpdate: $projectStatusUpdate\n      newNotification: $newNotification\n      newFaqQuestion: $newFaqQuestion\n    ) {\n      id\n      phoneNumber\n      contrastMode\n      projectStatusUpdate {\n        enabled\n      }\n      newNotification {\n        enabled\n      }\n      newFaqQuestion {\n        enabled\n      }\n    }\n  }\n": typeof types.UpdateProfileSettingsDocument,
    "\n  query AdminClients($pagination: PageInput) {\n    clients(pagination: $pagination) {\n      total\n      results {\n        id\n        name\n        description\n        website\n        location\n        employeeSize\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": typeof types.AdminClientsDocument,
    "\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateClientDocument,
    "\n  mutation UpdateClient($id: ID!, $input: ClientInput!) {\n    updateClient(id: $id, input: $input) {\n      id\n      name\n      description\n      website\n      location\n      employeeSize\n      updatedAt\n    }\n  }\n": typeof types.UpdateClientDocument,
    "\n  mutation DeleteClient($id: ID!) {\n    deleteClient(id: $id)\n  }\n": typeof types.DeleteClientDocument,
    "\n  query AdminCompanies($pagination: PageInput) {\n    companies(pagination: $pagination) {\n      total\n      results {\n        id\n        name\n        kind\n        createdAt\n        updatedAt\n        terminatedAt\n        subscription {\n          status\n          cancelAtPeriodEnd\n          plan {\n            id\n            name\n          }\n        }\n        settings {\n          scoringType\n          answersMaxLength\n          enableExperts\n          enableBranches\n          enableExtendedAnswersDeadline\n          enableClientTables\n          enableAuthOnBehalf\n          approvedLabel\n          integrity {\n            ...IntegritySettingsFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminCompaniesDocument,
    "\n  mutation UpdateCompanySettings($id: ID!, $name: String!, $settings: CompanySettingsInput!) {\n    updateCompanySettings(id: $id, name: $name, settings: $settings) {\n      id\n      name\n      updatedAt\n      settings {\n        scoringType\n        answersMaxLength\n        enableExperts\n        enableBranches\n        enableExtendedAnswersDeadline\n        enableClientTables\n        enableAuthOnBehalf\n        approvedLabel\n        integrity {\n          ...IntegritySettingsFields\n        }\n      }\n    }\n  }\n": typeof types.UpdateCompanySettingsDocument,
    "\n  mutation TerminateCompany($id: ID!) {\n    terminateCompany(id: $id)\n  }\n": typeof types.TerminateCompanyDocument,
    "\n  query AdminViewer {\n    profile {\n      id\n      type\n      actingOnBehalf\n      company {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminViewerDocument,
    "\n  query OnBehalfCompanies($pageSize: Int!) {\n    companies(\n      pagination: { page: 1, pageSize: $pageSize, sort: { field: \"name\", direction: ASC } }\n      filter: { enableAuthOnBehalf: true }\n    ) {\n      results {\n        id\n        name\n      }\n    }\n  }\n": typeof types.OnBehalfCompaniesDocument,
    "\n  query AdminProjectServiceTypes($pagination: PageInput) {\n    projectServiceTypes(pagination: $pagination) {\n      total\n      results {\n        id\n        label\n        description\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminProjectServiceTypesDocument,
    "\n  mutation CreateProjectServiceType($input: ProjectServiceTypeInput!) {\n    createProjectServiceType(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateProjectServiceTypeDocument,
    "\n  mutation UpdateProjectServiceType($id: ID!, $input: ProjectServiceTypeInput!) {\n    updateProjectServiceType(id: $id, input: $input) {\n      id\n      label\n      description\n    }\n  }\n": typeof types.UpdateProjectServiceTypeDocument,
    "\n  mutation DeleteProjectServiceType($id: ID!) {\n    deleteProjectServiceType(id: $id)\n  }\n": typeof types.DeleteProjectServiceTypeDocument,
    "\n  query AdminSupplierServiceTypes($pagination: PageInput) {\n    supplierServiceTypes(pagination: $pagination) {\n      total\n      results {\n        id\n        label\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminSupplierServiceTypesDocument,
    "\n  mutation CreateSupplierServiceType($input: SupplierServiceTypeInput!) {\n    createSupplierServiceType(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateSupplierServiceTypeDocument,
    "\n  mutation UpdateSupplierServiceType($id: ID!, $input: SupplierServiceTypeInput!) {\n    updateSupplierServiceType(id: $id, input: $input) {\n      id\n      label\n    }\n  }\n": typeof types.UpdateSupplierServiceTypeDocument,
    "\n  mutation DeleteSupplierServiceType($id: ID!) {\n    deleteSupplierServiceType(id: $id)\n  }\n": typeof types.DeleteSupplierServiceTypeDocument,
    "\n  query RetentionSettings {\n    retentionSettings {\n      projectMonths\n      accountMonths\n      analyticsMonths\n      auditMonths\n    }\n  }\n": typeof types.RetentionSettingsDocument,
    "\n  mutation UpdateRetentionSettings($input: RetentionSettingsInput!) {\n    updateRetentionSettings(input: $input) {\n      projectMonths\n      accountMonths\n      analyticsMonths\n      auditMonths\n    }\n  }\n": typeof types.UpdateRetentionSettingsDocument,
    "\n  query RetentionDryRun {\n    retentionDryRun {\n      group\n      description\n      cutoff\n      count\n      rows {\n        id\n        type\n        label\n        date\n      }\n    }\n  }\n": typeof types.RetentionDryRunDocument,
    "\n  mutation ApplyRetention {\n    applyRetention {\n      projects\n      accounts\n      analytics\n      audit\n    }\n  }\n": typeof types.ApplyRetentionDocument,
    "\n  query AdminSuppliers($pagination: PageInput) {\n    adminSuppliers(pagination: $pagination) {\n      total\n      results {\n        id\n        companyName\n        contactName\n        email\n        phone\n      }\n    }\n  }\n": typeof types.AdminSuppliersDocument,
    "\n  fragment AiSearchFields on AiSearch {\n    id\n    type\n    status\n    keyword\n    createdAt\n    finishedAt\n    products {\n      id\n      name\n      email\n      contactName\n      industry\n      purpose\n      relatedLinks\n      isAdded\n      status\n      projectProductId\n    }\n    clientTables {\n      id\n      name\n      data\n      source\n    }\n    sectionIds\n  }\n": typeof types.AiSearchFieldsFragmentDoc,
    "\n  query AiSearch($projectId: ID!, $type: SearchKind!) {\n    aiSearch(projectId: $projectId, type: $type) {\n      ...AiSearchFields\n    }\n    project(id: $projectId) {\n      id\n      aiAllowances {\n        type\n        used\n        max\n        remaining\n      }\n    }\n  }\n": typeof types.AiSearchDocument,
    "\n  mutation StartAiSearch($projectId: ID!, $type: SearchKind!, $keyword: String!) {\n    startAiSearch(projectId: $projectId, type: $type, keyword: $keyword) {\n      ...AiSearchFields\n    }\n  }\n": typeof types.StartAiSearchDocument,
    "\n  mutation CancelAiSearch($projectId: ID!, $type: SearchKind!) {\n    cancelAiSearch(projectId: $projectId, type: $type)\n  }\n": typeof types.CancelAiSearchDocument,
    "\n  fragment ProductAnswerFields on ProductAnswer {\n    id\n    questionId\n    value\n    secondaryValue\n    notApplicable\n    notApplicableDescription\n    isDraft\n    status\n    requestNote\n    answeredAt\n  }\n": typeof types.ProductAnswerFieldsFragmentDoc,
    "\n  query ProductAnswers($projectId: ID!, $productId: ID!) {\n    productAnswers(projectId: $projectId, productId: $productId) {\n      projectId\n      productId\n      name\n      answersSubmittedAt\n      answersSubmitDeadline\n      requestsOffered\n      sections {\n        sectionId: id\n        name\n        description\n        questions {\n          questionId: id\n          mayRequestUpdate\n          definition {\n            ...QuestionDefinitionFields\n          }\n          answer {\n            ...ProductAnswerFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProductAnswersDocument,
    "\n  mutation RequestAnswerUpdate($input: AnswerUpdateRequestInput!) {\n    requestAnswerUpdate(input: $input) {\n      ...ProductAnswerFields\n    }\n  }\n": typeof types.RequestAnswerUpdateDocument,
    "\n  mutation RequestProductAnswers($projectId: ID!, $products: [ProductReminderInput!]!) {\n    requestProductAnswers(projectId: $projectId, products: $products)\n  }\n": typeof types.RequestProductAnswersDocument,
    "\n  mutation SubmitProductAnswers($projectId: ID!, $products: [ProductSubmissionInput!]!) {\n    submitProductAnswers(projectId: $projectId, products: $products)\n  }\n": typeof types.SubmitProductAnswersDocument,
    "\n  query ParseProjectAnswers($projectId: ID!, $productId: ID!, $fileId: ID!) {\n    parseProjectAnswers(projectId: $projectId, productId: $productId, fileId: $fileId) {\n      id\n      name\n      questions {\n        id\n        sectionId\n        label\n        row\n        changed\n        problem\n        baseVersion\n        answer {\n          value\n          secondaryValue\n          notApplicable\n          notApplicableDescription\n          isDraft\n        }\n      }\n    }\n  }\n": typeof types.ParseProjectAnswersDocument,
    "\n  mutation ApplyAnswers($projectId: ID!, $productId: ID!, $answers: [AppliedAnswerInput!]!) {\n    applyAnswers(projectId: $projectId, productId: $productId, answers: $answers) {\n      id\n      applied\n    }\n  }\n": typeof types.ApplyAnswersDocument,
    "\n  query VendorReport($projectId: ID!, $productId: ID!) {\n    vendorReport(projectId: $projectId, productId: $productId, format: XLSX)\n  }\n": typeof types.VendorReportDocument,
    "\n  fragment SupplierAnswerFields on SupplierAnswer {\n    id\n    questionId\n    value\n    secondaryValue\n    notApplicable\n    notApplicableDescription\n    isDraft\n    status\n    requestNote\n    answeredAt\n    version\n  }\n": typeof types.SupplierAnswerFieldsFragmentDoc,
    "\n  fragment QuestionnaireSectionFields on QuestionnaireSection {\n    sectionId: id\n    name\n    description\n    questions {\n      questionId: id\n      mayChange\n      definition\n      answer {\n        ...SupplierAnswerFields\n      }\n    }\n  }\n": typeof types.QuestionnaireSectionFieldsFragmentDoc,
    "\n  query SupplierQuestionnaire($projectId: ID!, $productId: ID!, $hash: String) {\n    supplierQuestionnaire(projectId: $projectId, productId: $productId, hash: $hash) {\n      projectId\n      projectName\n      projectType\n      projectStatus\n      answersMaxLength\n      submissionDeadline\n      questionsSubmissionDeadline\n      mayAnswer\n      maySubmit\n      mayImport\n      questionsReadOnly\n      requestedCount\n      product {\n        id\n        productName\n        vendorName\n        participationStatus\n        answersSubmittedAt\n        answersSubmittedBy\n        answersSubmitDeadline\n      }\n      sections {\n        ...QuestionnaireSectionFields\n      }\n    }\n  }\n": typeof types.SupplierQuestionnaireDocument,
    "\n  mutation SaveAnswer($input: SaveAnswerInput!) {\n    saveAnswer(input: $input) {\n      questionId\n      conflict\n      answer {\n        ...SupplierAnswerFields\n      }\n    }\n  }\n": typeof types.SaveAnswerDocument,
    "\n  mutation MarkSectionNotApplicable($projectId: ID!, $productId: ID!, $sectionId: ID!, $description: String) {\n    markSectionNotApplicable(\n      projectId: $projectId\n      productId: $productId\n      sectionId: $sectionId\n      description: $description\n    ) {\n      ...SupplierAnswerFields\n    }\n  }\n": typeof types.MarkSectionNotApplicableDocument,
    "\n  mutation SubmitAnswers($projectId: ID!, $productId: ID!) {\n    submitAnswers(projectId: $projectId, productId: $productId)\n  }\n": typeof types.SubmitAnswersDocument,
    "\n  query PreviewQuestionnaire($projectId: ID!) {\n    previewQuestionnaire(projectId: $projectId) {\n      ...QuestionnaireSectionFields\n    }\n  }\n": typeof types.PreviewQuestionnaireDocument,
    "\n  query SubmissionReceipts($projectId: ID!, $productId: ID!) {\n    submissionReceipts(projectId: $projectId, productId: $productId) {\n      id\n      code\n      digest\n      submittedAt\n      verifyPath\n    }\n  }\n": typeof types.SubmissionReceiptsDocument,
    "\n  query VerifyReceipt($receiptId: String!, $digest: String!) {\n    verifyReceipt(receiptId: $receiptId, digest: $digest) {\n      verdict\n      message\n    }\n  }\n": typeof types.VerifyReceiptDocument,
    "\n  fragment PreviousAnswerFields on PreviousAnswer {\n    questionId\n    projectId\n    projectName\n    definition {\n      ...QuestionDefinitionFields\n    }\n    answer {\n      ...SupplierAnswerFields\n    }\n  }\n": typeof types.PreviousAnswerFieldsFragmentDoc,
    "\n  query SimilarQuestions($projectId: ID!, $productId: ID!, $questionId: ID!) {\n    relatedAnswers(projectId: $projectId, productId: $productId, questionId: $questionId) {\n      projectId\n      projectName\n      sectionName\n      similarity\n      definition {\n        ...QuestionDefinitionFields\n      }\n      answer {\n        ...SupplierAnswerFields\n      }\n    }\n    previousAnswers(projectId: $projectId, productId: $productId, questionId: $questionId) {\n      ...PreviousAnswerFields\n    }\n  }\n": typeof types.SimilarQuestionsDocument,
    "\n  query QuestionnairePreviousAnswers($projectId: ID!, $productId: ID!) {\n    previousAnswers(projectId: $projectId, productId: $productId) {\n      ...PreviousAnswerFields\n    }\n  }\n": typeof types.QuestionnairePreviousAnswersDocument,
    "\n  query AuditEntries($filter: AuditFilter, $pagination: PageInput) {\n    auditEntries(filter: $filter, pagination: $pagination) {\n      total\n      results {\n        id\n        createdAt\n        companyName\n        actorEmail\n        onBehalf\n        actorCompanyName\n        kindLabel\n        projectName\n        targetLabel\n        change\n        address\n      }\n    }\n  }\n": typeof types.AuditEntriesDocument,
    "\n  query AuditChoices($companyId: ID, $projectId: ID) {\n    auditChoices(companyId: $companyId, projectId: $projectId) {\n      people {\n        id\n        email\n      }\n      projects {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AuditChoicesDocument,
    "\n  query AuditCompanies($pagination: PageInput) {\n    companies(pagination: $pagination) {\n      results {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AuditCompaniesDocument,
    "\n  mutation CheckAuditTrail {\n    checkAuditTrail {\n      intact\n      checked\n      message\n    }\n  }\n": typeof types.CheckAuditTrailDocument,
    "\n  query BillingConfig {\n    config {\n      billing {\n        cardPayments\n      }\n    }\n  }\n": typeof types.BillingConfigDocument,
    "\n  query PricingProducts($pagination: PageInput, $filter: PricingProductFilter) {\n    pricingProducts(pagination: $pagination, filter: $filter) {\n      total\n      results {\n        id\n        name\n        description\n        status\n        metadata {\n          isPopular\n          buttonText\n          buttonVariant\n          isFree\n        }\n        prices {\n          id\n          unitAmount\n          active\n          recurring {\n            interval\n          }\n        }\n        marketingFeatures {\n          name\n        }\n      }\n    }\n  }\n": typeof types.PricingProductsDocument,
    "\n  query InvitationAllowance {\n    invitationAllowance {\n      active\n      current\n      max\n      remaining\n    }\n  }\n": typeof types.InvitationAllowanceDocument,
    "\n  mutation AssignPlan($companyId: ID!, $planId: ID!) {\n    assignPlan(companyId: $companyId, planId: $planId) {\n      status\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      plan {\n        id\n        name\n        isFree\n      }\n    }\n  }\n": typeof types.AssignPlanDocument,
    "\n  fragment BranchFields on Branch {\n    id\n    projectId\n    scoringType\n    version\n    isCreator\n    createdBy {\n      id\n      name\n    }\n    members {\n      id\n      name\n      email\n    }\n  }\n": typeof types.BranchFieldsFragmentDoc,
    "\n  query Branches($projectId: ID!) {\n    branches(projectId: $projectId) {\n      ...BranchFields\n    }\n  }\n": typeof types.BranchesDocument,
    "\n  query BranchMemberOptions($projectId: ID!) {\n    branchMemberOptions(projectId: $projectId) {\n      id\n      name\n      email\n    }\n  }\n": typeof types.BranchMemberOptionsDocument,
    "\n  mutation CreateBranch($input: CreateBranchInput!) {\n    createBranch(input: $input) {\n      ...BranchFields\n    }\n  }\n": typeof types.CreateBranchDocument,
    "\n  mutation UpdateBranch($input: UpdateBranchInput!) {\n    updateBranch(input: $input) {\n      ...BranchFields\n    }\n  }\n": typeof types.UpdateBranchDocument,
    "\n  mutation DeleteBranch($id: ID!) {\n    deleteBranch(id: $id)\n  }\n": typeof types.DeleteBranchDocument,
    "\n  mutation RevokeBranchAccess($id: ID!) {\n    revokeBranchAccess(id: $id)\n  }\n": typeof types.RevokeBranchAccessDocument,
    "\n  query Calibration($projectId: ID!) {\n    calibration(projectId: $projectId) {\n      projectId\n      threshold\n      scoringType\n      open\n      items {\n        answerId\n        questionId\n        questionLabel\n        sectionName\n        productId\n        productName\n        spread\n        flagged\n        originals {\n          branchId\n          scopeName\n          raterName\n          rating\n        }\n        consensus {\n          id\n          rating\n          reason\n          decidedByName\n          createdAt\n        }\n        history {\n          id\n          rating\n          reason\n          decidedByName\n          createdAt\n        }\n      }\n      evaluators {\n        userId\n        name\n        ratings\n        compared\n        meanDifference\n      }\n    }\n  }\n": typeof types.CalibrationDocument,
    "\n  mutation RecordConsensus($projectId: ID!, $answerId: ID!, $rating: Int!, $reason: String!) {\n    recordConsensus(projectId: $projectId, answerId: $answerId, rating: $rating, reason: $reason) {\n      id\n      answerId\n      rating\n      reason\n      decidedByName\n      createdAt\n    }\n  }\n": typeof types.RecordConsensusDocument,
    "\n  fragment ClientTableFields on ClientTable {\n    id\n    name\n    visibleToVendor\n    data\n    version\n    updatedAt\n  }\n": typeof types.ClientTableFieldsFragmentDoc,
    "\n  fragment ClientDiscoveryFields on ClientDiscovery {\n    id\n    name\n    status\n    clientTablesStatus\n    clientTablesDeadline\n    clientTables {\n      ...ClientTableFields\n    }\n    clientMembers {\n      id\n      email\n      name\n      status\n    }\n  }\n": typeof types.ClientDiscoveryFieldsFragmentDoc,
    "\n  query ClientDiscovery($projectId: ID!) {\n    clientDiscovery(projectId: $projectId) {\n      ...ClientDiscoveryFields\n    }\n  }\n": typeof types.ClientDiscoveryDocument,
    "\n  query ClientTableCopySources($projectId: ID!) {\n    clientTableCopySources(projectId: $projectId) {\n      id\n      name\n      tables {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ClientTableCopySourcesDocument,
    "\n  mutation CreateClientTable($projectId: ID!, $input: ClientTableInput!) {\n    createClientTable(projectId: $projectId, input: $input) {\n      ...ClientTableFields\n    }\n  }\n": typeof types.CreateClientTableDocument,
    "\n  mutation UpdateClientTable($projectId: ID!, $id: ID!, $version: Int!, $input: ClientTableInput!) {\n    updateClientTable(projectId: $projectId, id: $id, version: $version, input: $input) {\n      ...ClientTableFields\n    }\n  }\n": typeof types.UpdateClientTableDocument,
    "\n  mutation DeleteClientTable($projectId: ID!, $id: ID!) {\n    deleteClientTable(projectId: $projectId, id: $id)\n  }\n": typeof types.DeleteClientTableDocument,
    "\n  mutation CopyClientTable($projectId: ID!, $sourceProjectId: ID, $sourceTableId: ID) {\n    copyClientTable(projectId: $projectId, sourceProjectId: $sourceProjectId, sourceTableId: $sourceTableId) {\n      ...ClientTableFields\n    }\n  }\n": typeof types.CopyClientTableDocument,
    "\n  mutation SetClientTablesLockStatus($projectId: ID!, $status: ClientTablesStatus!) {\n    setClientTablesLockStatus(projectId: $projectId, status: $status) {\n      ...ClientDiscoveryFields\n    }\n  }\n": typeof types.SetClientTablesLockStatusDocument,
    "\n  mutation UpdateClientMembers($projectId: ID!, $members: [ClientMemberInput!]!, $deadline: DateTime) {\n    updateClientMembers(projectId: $projectId, members: $members, deadline: $deadline) {\n      ...ClientDiscoveryFields\n    }\n  }\n": typeof types.UpdateClientMembersDocument,
    "\n  mutation ResendClientMemberInvite($projectId: ID!, $memberId: ID!) {\n    resendClientMemberInvite(projectId: $projectId, memberId: $memberId)\n  }\n": typeof types.ResendClientMemberInviteDocument,
    "\n  fragment ClientProjectFields on ClientProject {\n    id\n    name\n    type\n    status\n    brokerageFirm\n    clientTablesStatus\n    clientTablesDeadline\n    locked\n    editProblem\n    clientTables {\n      ...ClientTableFields\n    }\n  }\n": typeof types.ClientProjectFieldsFragmentDoc,
    "\n  query ClientProject($id: ID!) {\n    clientProject(id: $id) {\n      ...ClientProjectFields\n    }\n  }\n": typeof types.ClientProjectDocument,
    "\n  mutation FillClientTable($projectId: ID!, $id: ID!, $version: Int!, $data: JSON!) {\n    fillClientTable(projectId: $projectId, id: $id, version: $version, data: $data) {\n      ...ClientTableFields\n    }\n  }\n": typeof types.FillClientTableDocument,
    "\n  mutation SubmitClientTableData($projectId: ID!) {\n    submitClientTableData(projectId: $projectId) {\n      ...ClientProjectFields\n    }\n  }\n": typeof types.SubmitClientTableDataDocument,
    "\n  query VendorClientTables($projectId: ID!, $hash: String) {\n    vendorClientTables(projectId: $projectId, hash: $hash) {\n      id\n      name\n      data\n    }\n  }\n": typeof types.VendorClientTablesDocument,
    "\n  mutation AddSuggestedClientTable($projectId: ID!, $suggestionId: ID!) {\n    addSuggestedClientTable(projectId: $projectId, suggestionId: $suggestionId) {\n      ...ClientTableFields\n    }\n  }\n": typeof types.AddSuggestedClientTableDocument,
    "\n  query Comparisons($filter: ComparisonFilter!, $pagination: PageInput) {\n    comparisons(filter: $filter, pagination: $pagination) {\n      total\n      page\n      pageSize\n      results {\n        id\n        name\n        isPrivate\n        createdAt\n        createdBy\n        mayEdit\n        products {\n          id\n          name\n          vendorName\n        }\n      }\n    }\n  }\n": typeof types.ComparisonsDocument,
    "\n  query Comparison($projectId: ID!, $id: ID!, $branchId: ID) {\n    comparison(projectId: $projectId, id: $id, branchId: $branchId) {\n      id\n      name\n      description\n      isPrivate\n      showNotes\n      productIds\n      questionIds\n    }\n  }\n": typeof types.ComparisonDocument,
    "\n  query ComparisonChoices($projectId: ID!, $branchId: ID) {\n    comparisonChoices(projectId: $projectId, branchId: $branchId) {\n      products {\n        id\n        name\n        vendorName\n      }\n      sections {\n        id\n        name\n        questions {\n          id\n          label\n        }\n      }\n    }\n  }\n": typeof types.ComparisonChoicesDocument,
    "\n  query ComparisonGrid($projectId: ID!, $id: ID!, $branchId: ID) {\n    comparisonGrid(projectId: $projectId, id: $id, branchId: $branchId) {\n      comparison {\n        id\n        name\n        description\n        showNotes\n        mayEdit\n      }\n      projectId\n      branchId\n      scoringType\n      blind\n      products {\n        productId: id\n        name\n        score\n      }\n      sections {\n        sectionId: id\n        name\n        questions {\n          questionId: id\n          weight\n          definition {\n            ...QuestionDefinitionFields\n          }\n        }\n      }\n      grid\n    }\n  }\n": typeof types.ComparisonGridDocument,
    "\n  mutation CreateComparison($input: CreateComparisonInput!) {\n    createComparison(input: $input)\n  }\n": typeof types.CreateComparisonDocument,
    "\n  mutation UpdateComparison($input: UpdateComparisonInput!) {\n    updateComparison(input: $input)\n  }\n": typeof types.UpdateComparisonDocument,
    "\n  mutation DeleteComparison($projectId: ID!, $id: ID!, $branchId: ID) {\n    deleteComparison(projectId: $projectId, id: $id, branchId: $branchId)\n  }\n": typeof types.DeleteComparisonDocument,
    "\n  query ContactSubmissions($pagination: PageInput) {\n    contactSubmissions(pagination: $pagination) {\n      total\n      results {\n        id\n        kind\n        firstName\n        lastName\n        email\n        company\n        jobTitle\n        companySize\n        phone\n        message\n        createdAt\n      }\n    }\n  }\n": typeof types.ContactSubmissionsDocument,
    "\n  query FaqAsking($projectId: ID!, $hash: String) {\n    projectFaq(projectId: $projectId, hash: $hash) {\n      projectId\n      mayAsk\n    }\n  }\n": typeof types.FaqAskingDocument,
    "\n  fragment FaqItemFields on FaqItem {\n    id\n    parentId\n    text\n    status\n    rejectReason\n    isPublic\n    version\n    createdAt\n    companyName\n    isAddedByMe\n    isAddedByBroker\n    isAssignedToMe\n    tags\n    question {\n      id\n      label\n    }\n    section {\n      id\n      name\n    }\n    abilities {\n      reply\n      publish\n      reject\n      edit\n      clarify\n    }\n  }\n": typeof types.FaqItemFieldsFragmentDoc,
    "\n  query ProjectFaq($projectId: ID!, $hash: String) {\n    projectFaq(projectId: $projectId, hash: $hash) {\n      projectId\n      projectName\n      projectStatus\n      mayAsk\n      items {\n        ...FaqItemFields\n        answers {\n          ...FaqItemFields\n        }\n      }\n    }\n  }\n": typeof types.ProjectFaqDocument,
    "\n  mutation CreateFaqItem($input: CreateFaqItemInput!) {\n    createFaqItem(input: $input) {\n      ...FaqItemFields\n    }\n  }\n": typeof types.CreateFaqItemDocument,
    "\n  mutation UpdateFaqItem($projectId: ID!, $id: ID!, $text: String!, $version: Int) {\n    updateFaqItem(projectId: $projectId, id: $id, text: $text, version: $version) {\n      ...FaqItemFields\n    }\n  }\n": typeof types.UpdateFaqItemDocument,
    "\n  mutation PublishFaqItem($projectId: ID!, $id: ID!, $makePublic: Boolean!, $reply: String) {\n    publishFaqItem(projectId: $projectId, id: $id, makePublic: $makePublic, reply: $reply) {\n      ...FaqItemFields\n    }\n  }\n": typeof types.PublishFaqItemDocument,
    "\n  mutation RejectFaqItem($projectId: ID!, $id: ID!, $reason: String!) {\n    rejectFaqItem(projectId: $projectId, id: $id, reason: $reason) {\n      ...FaqItemFields\n    }\n  }\n": typeof types.RejectFaqItemDocument,
    "\n  mutation SendFeedback($title: String!, $message: String!, $pathname: String) {\n    sendFeedback(title: $title, message: $message, pathname: $pathname)\n  }\n": typeof types.SendFeedbackDocument,
    "\n  query ProjectDeadlines($from: DateTime!, $to: DateTime!) {\n    projectDeadlines(from: $from, to: $to) {\n      projectId\n      projectName\n      projectType\n      deadlines {\n        kind\n        date\n      }\n    }\n  }\n": typeof types.ProjectDeadlinesDocument,
    "\n  fragment QuestionImportFields on QuestionImport {\n    id\n    name\n    status\n    progress\n    uploadedAt\n    draftProjectId\n    sectionCount\n    questionCount\n    skippedRows {\n      sheet\n      row\n      reason\n    }\n    error\n  }\n": typeof types.QuestionImportFieldsFragmentDoc,
    "\n  query QuestionImports($pagination: PageInput) {\n    questionImports(pagination: $pagination) {\n      total\n      results {\n        id\n        name\n        uploadedAt\n      }\n    }\n  }\n": typeof types.QuestionImportsDocument,
    "\n  query QuestionImport($id: ID!) {\n    questionImport(id: $id) {\n      ...QuestionImportFields\n    }\n  }\n": typeof types.QuestionImportDocument,
    "\n  mutation ParseImportedProject($fileId: ID!) {\n    parseImportedProject(fileId: $fileId) {\n      ...QuestionImportFields\n    }\n  }\n": typeof types.ParseImportedProjectDocument,
    "\n  mutation DeleteQuestionImport($id: ID!) {\n    deleteQuestionImport(id: $id)\n  }\n": typeof types.DeleteQuestionImportDocument,
    "\n  mutation CreateTemplateFromImport($input: ImportedTemplateInput!) {\n    createTemplateFromImport(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateTemplateFromImportDocument,
    "\n  mutation CopyDraftSectionsToLibrary($draftProjectId: ID!, $sections: [DraftSectionCopyInput!]!) {\n    copyDraftSectionsToLibrary(draftProjectId: $draftProjectId, sections: $sections)\n  }\n": typeof types.CopyDraftSectionsToLibraryDocument,
    "\n  query ImportTemplateServiceTypes {\n    projectTemplateServiceTypes {\n      id\n      label\n    }\n  }\n": typeof types.ImportTemplateServiceTypesDocument,
    "\n  fragment LibraryQuestionFields on LibraryQuestion {\n    id\n    version\n    isPublic\n    isExternal\n    isOwn\n    readonlyReason\n    createdAt\n    createdBy {\n      id\n      name\n    }\n    tags {\n      id\n      label\n      isPublic\n    }\n    permissions {\n      edit\n      makePublic\n      delete\n    }\n    question {\n      ...QuestionDefinitionFields\n    }\n  }\n": typeof types.LibraryQuestionFieldsFragmentDoc,
    "\n  query LibraryQuestions($filter: LibraryQuestionFilter, $page: Int, $pageSize: Int) {\n    libraryQuestions(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      results {\n        ...LibraryQuestionFields\n      }\n      filters {\n        types {\n          type\n          count\n        }\n        tags {\n          count\n          tag {\n            id\n            label\n            isPublic\n          }\n        }\n      }\n    }\n  }\n": typeof types.LibraryQuestionsDocument,
    "\n  query LibraryQuestion($id: ID!) {\n    libraryQuestion(id: $id) {\n      ...LibraryQuestionFields\n    }\n  }\n": typeof types.LibraryQuestionDocument,
    "\n  query LibraryTags($search: String) {\n    libraryTags(search: $search) {\n      id\n      label\n      isPublic\n    }\n  }\n": typeof types.LibraryTagsDocument,
    "\n  mutation CreateLibraryQuestion($input: LibraryQuestionInput!) {\n    createLibraryQuestion(input: $input) {\n      ...LibraryQuestionFields\n    }\n  }\n": typeof types.CreateLibraryQuestionDocument,
    "\n  mutation UpdateLibraryQuestion($id: ID!, $version: Int!, $input: LibraryQuestionInput!) {\n    updateLibraryQuestion(id: $id, version: $version, input: $input) {\n      ...LibraryQuestionFields\n    }\n  }\n": typeof types.UpdateLibraryQuestionDocument,
    "\n  mutation DeleteLibraryQuestions($ids: [ID!]!) {\n    deleteLibraryQuestions(ids: $ids)\n  }\n": typeof types.DeleteLibraryQuestionsDocument,
    "\n  query LibraryQuestionHistory($id: ID!) {\n    libraryQuestionHistory(id: $id) {\n      id\n      version\n      updatedAt\n      updatedBy\n      question {\n        ...QuestionDefinitionFields\n      }\n    }\n  }\n": typeof types.LibraryQuestionHistoryDocument,
    "\n  mutation RestoreLibraryQuestionVersion($id: ID!, $version: Int!, $versionId: ID!) {\n    restoreLibraryQuestionVersion(id: $id, version: $version, versionId: $versionId) {\n      ...LibraryQuestionFields\n    }\n  }\n": typeof types.RestoreLibraryQuestionVersionDocument,
    "\n  fragment LibraryGroupFields on LibraryGroup {\n    id\n    name\n    description\n    parentId\n    parentPath\n    depth\n    canHaveSubgroups\n    questionCount\n  }\n": typeof types.LibraryGroupFieldsFragmentDoc,
    "\n  query QuestionGroups {\n    questionGroups {\n      ...LibraryGroupFields\n      groups {\n        ...LibraryGroupFields\n        groups {\n          ...LibraryGroupFields\n        }\n      }\n    }\n  }\n": typeof types.QuestionGroupsDocument,
    "\n  mutation CreateLibraryGroup($input: LibraryGroupInput!) {\n    createLibraryGroup(input: $input) {\n      ...LibraryGroupFields\n    }\n  }\n": typeof types.CreateLibraryGroupDocument,
    "\n  mutation UpdateLibraryGroup($id: ID!, $input: LibraryGroupInput!) {\n    updateLibraryGroup(id: $id, input: $input) {\n      ...LibraryGroupFields\n    }\n  }\n": typeof types.UpdateLibraryGroupDocument,
    "\n  mutation DeleteLibraryGroup($id: ID!) {\n    deleteLibraryGroup(id: $id)\n  }\n": typeof types.DeleteLibraryGroupDocument,
    "\n  mutation LinkLibraryQuestions($groupId: ID!, $questionIds: [ID!]!) {\n    linkLibraryQuestionsToGroup(groupId: $groupId, questionIds: $questionIds) {\n      ...LibraryGroupFields\n    }\n  }\n": typeof types.LinkLibraryQuestionsDocument,
    "\n  mutation UnlinkLibraryQuestions($groupId: ID!, $questionIds: [ID!]!) {\n    unlinkLibraryQuestionsFromGroup(groupId: $groupId, questionIds: $questionIds) {\n      ...LibraryGroupFields\n    }\n  }\n": typeof types.UnlinkLibraryQuestionsDocument,
    "\n  query LibraryCopySections($projectId: ID!) {\n    projectQuestionnaire(projectId: $projectId) {\n      id\n      sections {\n        id\n        name\n        permissions {\n          addFromLibrary\n        }\n      }\n    }\n  }\n": typeof types.LibraryCopySectionsDocument,
    "\n  mutation CopyLibraryQuestionsToSection($questionIds: [ID!]!, $sectionId: ID!) {\n    copyLibraryQuestionsToSection(questionIds: $questionIds, sectionId: $sectionId) {\n      id\n      projectId\n    }\n  }\n": typeof types.CopyLibraryQuestionsToSectionDocument,
    "\n  mutation CopyLibraryGroupToSection($groupId: ID!, $sectionId: ID!, $withSubgroups: Boolean) {\n    copyLibraryGroupToSection(groupId: $groupId, sectionId: $sectionId, withSubgroups: $withSubgroups) {\n      id\n      projectId\n    }\n  }\n": typeof types.CopyLibraryGroupToSectionDocument,
    "\n  fragment NotificationItem on Notification {\n    id\n    kind\n    new\n    createdAt\n    message\n    link\n  }\n": typeof types.NotificationItemFragmentDoc,
    "\n  query Notifications($before: ID, $first: Int) {\n    notifications(before: $before, first: $first) {\n      total\n      unread\n      results {\n        ...NotificationItem\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation ChangeNotificationReadState($ids: [ID!]!, $isNew: Boolean!) {\n    changeNotificationReadState(ids: $ids, isNew: $isNew)\n  }\n": typeof types.ChangeNotificationReadStateDocument,
    "\n  subscription NotificationEvents {\n    notificationEvents {\n      type\n      ids\n      isNew\n      all\n      unread\n      notification {\n        ...NotificationItem\n      }\n    }\n  }\n": typeof types.NotificationEventsDocument,
    "\n  query DebriefRecipients($projectId: ID!) {\n    debriefRecipients(projectId: $projectId) {\n      id\n      name\n      winner\n      lastSentAt\n    }\n  }\n": typeof types.DebriefRecipientsDocument,
    "\n  mutation SendDebriefs($projectId: ID!, $productIds: [ID!]) {\n    sendDebriefs(projectId: $projectId, productIds: $productIds) {\n      id\n      name\n      winner\n      lastSentAt\n    }\n  }\n": typeof types.SendDebriefsDocument,
    "\n  query ProjectTemplateOptions($pagination: PageInput, $filter: ProjectTemplateFilter) {\n    projectTemplates(pagination: $pagination, filter: $filter) {\n      results {\n        id\n        name\n        company {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ProjectTemplateOptionsDocument,
    "\n  query ProjectDashboard($id: ID!) {\n    projectDashboard(id: $id) {\n      questions {\n        approved\n        rejected\n        unapproved\n        total\n      }\n      answers {\n        rated\n        unrated\n      }\n      participation {\n        status\n        count\n      }\n      faq {\n        total\n        unanswered\n      }\n      scoring {\n        ratedPercent\n        products {\n          id\n          name\n          score\n          accepted\n          winner\n          submitted\n        }\n      }\n    }\n  }\n": typeof types.ProjectDashboardDocument,
    "\n  mutation SelectWinners($projectId: ID!, $productIds: [ID!]!) {\n    selectWinners(projectId: $projectId, productIds: $productIds) {\n      id\n      status\n      version\n      updatedAt\n    }\n  }\n": typeof types.SelectWinnersDocument,
    "\n  query ScoringChoiceProducts($projectId: ID!) {\n    projectProducts(projectId: $projectId) {\n      id\n      productName\n      participationStatus\n      answersSubmittedAt\n      answersSubmitDeadline\n      vendor {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ScoringChoiceProductsDocument,
    "\n  mutation ChooseScoringProducts($projectId: ID!, $products: [ProductSubmissionInput!]!) {\n    submitProductAnswers(projectId: $projectId, products: $products)\n  }\n": typeof types.ChooseScoringProductsDocument,
    "\n  query OutstandingAnswers($id: ID!) {\n    project(id: $id) {\n      id\n      outstandingAnswers {\n        productId\n        name\n        deadline\n      }\n    }\n  }\n": typeof types.OutstandingAnswersDocument,
    "\n  fragment AnswersSealFields on AnswersSeal {\n    sealed\n    opensAt\n    unsealedAt\n    approvals {\n      userName\n      reason\n      createdAt\n    }\n  }\n": typeof types.AnswersSealFieldsFragmentDoc,
    "\n  query AnswersSeal($id: ID!) {\n    project(id: $id) {\n      id\n      answersSeal {\n        ...AnswersSealFields\n      }\n    }\n  }\n": typeof types.AnswersSealDocument,
    "\n  query BlindForViewer($id: ID!) {\n    project(id: $id) {\n      id\n      blindForViewer\n    }\n  }\n": typeof types.BlindForViewerDocument,
    "\n  query WinnerSensitivity($projectId: ID!) {\n    winnerSensitivity(projectId: $projectId) {\n      ranking {\n        productId\n        name\n        score\n        margin\n      }\n      sections {\n        sectionId\n        name\n        flip {\n          weightNumerator\n          weightDenominator\n          productId\n          productName\n        }\n      }\n    }\n  }\n": typeof types.WinnerSensitivityDocument,
    "\n  mutation ApproveAnswersUnseal($projectId: ID!, $reason: String!) {\n    approveAnswersUnseal(projectId: $projectId, reason: $reason) {\n      ...AnswersSealFields\n    }\n  }\n": typeof types.ApproveAnswersUnsealDocument,
    "\n  fragment ConflictsOfInterestFields on ConflictsOfInterest {\n    projectId\n    enabled\n    isProjectOwner\n    pendingCount\n    hiddenCount\n    suppliers {\n      id\n      name\n      state\n    }\n    declarations {\n      id\n      userId\n      userName\n      supplierId\n      supplierName\n      hasConflict\n      description\n      createdAt\n      sameDomain\n      mayLetIn\n    }\n    admissions {\n      id\n      userName\n      supplierName\n      admittedByName\n      reason\n      createdAt\n    }\n  }\n": typeof types.ConflictsOfInterestFieldsFragmentDoc,
    "\n  query ConflictsOfInterest($projectId: ID!) {\n    conflictsOfInterest(projectId: $projectId) {\n      ...ConflictsOfInterestFields\n    }\n  }\n": typeof types.ConflictsOfInterestDocument,
    "\n  mutation DeclareConflicts($projectId: ID!, $declarations: [ConflictDeclarationInput!]!) {\n    declareConflicts(projectId: $projectId, declarations: $declarations) {\n      ...ConflictsOfInterestFields\n    }\n  }\n": typeof types.DeclareConflictsDocument,
    "\n  mutation AdmitConflictedEvaluator($projectId: ID!, $userId: ID!, $projectProductId: ID!, $reason: String!) {\n    admitConflictedEvaluator(projectId: $projectId, userId: $userId, projectProductId: $projectProductId, reason: $reason) {\n      ...ConflictsOfInterestFields\n    }\n  }\n": typeof types.AdmitConflictedEvaluatorDocument,
    "\n  fragment IntegritySettingsFields on IntegritySettings {\n    sealedAnswers\n    conflictDeclarations\n    blindScoring\n    consensus\n    winnerSensitivity\n    disagreementThreshold\n  }\n": typeof types.IntegritySettingsFieldsFragmentDoc,
    "\n  fragment ProjectFields on Project {\n    id\n    name\n    intro\n    description\n    type\n    status\n    version\n    role\n    scoringAvailable\n    calibrationAvailable\n    serviceTypes {\n      id\n      label\n    }\n    projectServiceTypes {\n      id\n      label\n    }\n    client {\n      id\n      name\n    }\n    hideClientInfo\n    brokerageContacts {\n      user {\n        id\n        name\n        email\n      }\n      phoneNumber\n      email\n    }\n    productOwners {\n      id\n      name\n      email\n    }\n    domainExperts {\n      id\n      name\n      email\n    }\n    viewers {\n      id\n      name\n      email\n    }\n    frequency\n    locationOriginated\n    liveCount\n    targetNumberRespondents\n    publishDate\n    submissionDeadline\n    questionsClarificationDeadline\n    questionsSubmissionDeadline\n    plannedDecisionDate\n    moreInformation {\n      key\n      value\n    }\n    files {\n      id\n      filename\n      url\n      description\n    }\n    settings {\n      answersMaxLength\n      scoringType\n      enableBranches\n      enableExperts\n      enableExtendedAnswersDeadline\n      integrity {\n        ...IntegritySettingsFields\n      }\n    }\n    origin\n    baseProject {\n      id\n      name\n      type\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.ProjectFieldsFragmentDoc,
    "\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ProjectDocument,
    "\n  query Projects($pagination: PageInput, $filter: ProjectFilter) {\n    projects(pagination: $pagination, filter: $filter) {\n      total\n      results {\n        id\n        name\n        type\n        status\n        role\n        createdAt\n        client {\n          id\n          name\n        }\n        projectServiceTypes {\n          id\n          label\n        }\n        productOwners {\n          id\n          name\n        }\n        brokerageFirm\n        isNew\n        publishDate\n        plannedDecisionDate\n      }\n    }\n  }\n": typeof types.ProjectsDocument,
    "\n  query ProjectFilters {\n    projectFilters {\n      projectServiceTypes {\n        id\n        label\n      }\n      clients {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ProjectFiltersDocument,
    "\n  query SupplierServiceTypeOptions($pagination: PageInput) {\n    supplierServiceTypes(pagination: $pagination) {\n      results {\n        id\n        label\n      }\n    }\n  }\n": typeof types.SupplierServiceTypeOptionsDocument,
    "\n  query ProjectServiceTypeOptions($pagination: PageInput) {\n    projectServiceTypes(pagination: $pagination) {\n      results {\n        id\n        label\n      }\n    }\n  }\n": typeof types.ProjectServiceTypeOptionsDocument,
    "\n  query ClientOptions($pagination: PageInput) {\n    clients(pagination: $pagination) {\n      results {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ClientOptionsDocument,
    "\n  query CompanyProjectFeatures {\n    profile {\n      id\n      company {\n        id\n        features {\n          enableExperts\n          answersMaxLength\n          integrity {\n            ...IntegritySettingsFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.CompanyProjectFeaturesDocument,
    "\n  query ProjectUsers($role: ProjectMemberRole!) {\n    projectUsers(role: $role) {\n      id\n      name\n      email\n    }\n  }\n": typeof types.ProjectUsersDocument,
    "\n  query ProjectStatusIssues($id: ID!, $status: ProjectStatus!) {\n    projectStatusIssues(id: $id, status: $status) {\n      messageId\n      count\n    }\n  }\n": typeof types.ProjectStatusIssuesDocument,
    "\n  mutation UpdateProject($id: ID!, $version: Int!, $input: ProjectInput!) {\n    updateProject(id: $id, version: $version, input: $input) {\n      ...ProjectFields\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  mutation UpdateProjectStatus($id: ID!, $status: ProjectStatus!) {\n    updateProjectStatus(id: $id, status: $status) {\n      id\n      status\n      version\n      updatedAt\n    }\n  }\n": typeof types.UpdateProjectStatusDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": typeof types.DeleteProjectDocument,
    "\n  mutation UpdateProjectSettings(\n    $id: ID!\n    $answersMaxLength: Int\n    $targetNumberRespondents: Int\n    $integrity: IntegritySettingsInput\n  ) {\n    updateProjectSettings(\n      id: $id\n      answersMaxLength: $answersMaxLength\n      targetNumberRespondents: $targetNumberRespondents\n      integrity: $integrity\n    ) {\n      id\n      version\n      targetNumberRespondents\n      settings {\n        answersMaxLength\n        integrity {\n          ...IntegritySettingsFields\n        }\n      }\n    }\n  }\n": typeof types.UpdateProjectSettingsDocument,
    "\n  query ProjectRecipients($id: ID!) {\n    projectRecipients(id: $id) {\n      userId\n      name\n      email\n      role\n    }\n  }\n": typeof types.ProjectRecipientsDocument,
    "\n  mutation SendProjectStatusEmail($id: ID!, $emails: [String!]!) {\n    sendProjectStatusEmail(id: $id, emails: $emails)\n  }\n": typeof types.SendProjectStatusEmailDocument,
    "\n  query ProjectSupplierCount($id: ID!) {\n    project(id: $id) {\n      id\n      supplierCount\n    }\n  }\n": typeof types.ProjectSupplierCountDocument,
    "\n  mutation CreateWizardProject($input: ProjectInput!, $copy: ProjectCopyInput) {\n    createProject(input: $input, copy: $copy) {\n      id\n    }\n  }\n": typeof types.CreateWizardProjectDocument,
    "\n  query WizardQuestionImport($id: ID!) {\n    questionImport(id: $id) {\n      id\n      name\n      status\n      sectionCount\n      questionCount\n    }\n  }\n": typeof types.WizardQuestionImportDocument,
    "\n  fragment QuestionDefinitionFields on QuestionDefinition {\n    type\n    label\n    helperText\n    placeholder\n    view\n    multiple\n    otherOption\n    prefix\n    suffix\n    enableNumberFormatting\n    yesAnswerText\n    noAnswerText\n    rules {\n      min\n      max\n      maxLength\n      pattern\n    }\n    options {\n      id\n      label\n      clarificationQuestion\n    }\n    file {\n      maxSize\n      mimeTypes\n      multiple\n    }\n    attachments {\n      id\n      filename\n    }\n  }\n": typeof types.QuestionDefinitionFieldsFragmentDoc,
    "\n  fragment QuestionnaireUser on ProjectUser {\n    id\n    name\n    email\n  }\n": typeof types.QuestionnaireUserFragmentDoc,
    "\n  fragment ProjectQuestionFields on ProjectQuestion {\n    id\n    sectionId\n    position\n    sourceQuestionId\n    weight\n    status\n    rejectReason\n    isPrivate\n    duplicate\n    version\n    owner {\n      ...QuestionnaireUser\n    }\n    approver {\n      ...QuestionnaireUser\n    }\n    permissions {\n      approve\n      reject\n      unapprove\n      edit\n      delete\n      extract\n      editWeight\n    }\n    question {\n      ...QuestionDefinitionFields\n    }\n  }\n": typeof types.ProjectQuestionFieldsFragmentDoc,
    "\n  fragment ProjectSectionFields on ProjectSection {\n    id\n    projectId\n    position\n    name\n    description\n    ownerDeadline\n    isReadonly\n    aiSearchId\n    version\n    owner {\n      ...QuestionnaireUser\n    }\n    approver {\n      ...QuestionnaireUser\n    }\n    permissions {\n      edit\n      delete\n      addQuestion\n      addFromLibrary\n      copy\n      approveAll\n      unapproveAll\n    }\n    questions {\n      ...ProjectQuestionFields\n    }\n  }\n": typeof types.ProjectSectionFieldsFragmentDoc,
    "\n  query ProjectQuestionnaire($projectId: ID!) {\n    projectQuestionnaire(projectId: $projectId) {\n      id\n      permissions {\n        addSection\n      }\n      sections {\n        ...ProjectSectionFields\n      }\n    }\n  }\n": typeof types.ProjectQuestionnaireDocument,
    "\n  mutation CreateProjectSection($projectId: ID!, $input: ProjectSectionInput!) {\n    createProjectSection(projectId: $projectId, input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n": typeof types.CreateProjectSectionDocument,
    "\n  mutation UpdateProjectSection($id: ID!, $version: Int!, $input: ProjectSectionInput!) {\n    updateProjectSection(id: $id, version: $version, input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n": typeof types.UpdateProjectSectionDocument,
    "\n  mutation DeleteProjectSection($id: ID!) {\n    deleteProjectSection(id: $id) {\n      id\n      sections {\n        id\n      }\n    }\n  }\n": typeof types.DeleteProjectSectionDocument,
    "\n  mutation MoveProjectSection($id: ID!, $position: Int!) {\n    moveProjectSection(id: $id, position: $position) {\n      id\n      sections {\n        id\n        position\n      }\n    }\n  }\n": typeof types.MoveProjectSectionDocument,
    "\n  mutation CreateProjectQuestion($sectionId: ID!, $input: ProjectQuestionInput!) {\n    createProjectQuestion(sectionId: $sectionId, input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n": typeof types.CreateProjectQuestionDocument,
    "\n  mutation UpdateProjectQuestion($id: ID!, $version: Int!, $input: ProjectQuestionInput!) {\n    updateProjectQuestion(id: $id, version: $version, input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n": typeof types.UpdateProjectQuestionDocument,
    "\n  mutation DeleteProjectQuestion($id: ID!) {\n    deleteProjectQuestion(id: $id) {\n      ...ProjectSectionFields\n    }\n  }\n": typeof types.DeleteProjectQuestionDocument,
    "\n  mutation MoveProjectQuestion($id: ID!, $sectionId: ID!, $position: Int!) {\n    moveProjectQuestion(id: $id, sectionId: $sectionId, position: $position) {\n      ...ProjectSectionFields\n    }\n  }\n": typeof types.MoveProjectQuestionDocument,
    "\n  mutation ApproveProjectQuestion($id: ID!, $version: Int!) {\n    approveProjectQuestion(id: $id, version: $version) {\n      ...ProjectSectionFields\n    }\n  }\n": typeof types.ApproveProjectQuestionDocument,
    "\n  mutation ExtractProjectQuestion($id: ID!, $version: Int!) {\n    extractProjectQuestion(id: $id, version: $version) {\n      ...ProjectSectionFields\n    }\n  }\n": typeof types.ExtractProjectQuestionDocument,
    "\n  mutation RejectProjectQuestion($id: ID!, $version: Int!, $reason: String!) {\n    rejectProjectQuestion(id: $id, version: $version, reason: $reason) {\n      ...ProjectSectionFields\n    }\n  }\n": typeof types.RejectProjectQuestionDocument,
    "\n  mutation UnapproveProjectQuestion($id: ID!, $version: Int!) {\n    unapproveProjectQuestion(id: $id, version: $version) {\n      ...ProjectSectionFields\n    }\n  }\n": typeof types.UnapproveProjectQuestionDocument,
    "\n  mutation ApproveAllProjectQuestions($sectionId: ID!) {\n    approveAllProjectQuestions(sectionId: $sectionId) {\n      message\n      section {\n        ...ProjectSectionFields\n      }\n    }\n  }\n": typeof types.ApproveAllProjectQuestionsDocument,
    "\n  mutation UnapproveAllProjectQuestions($sectionId: ID!) {\n    unapproveAllProjectQuestions(sectionId: $sectionId) {\n      message\n      section {\n        ...ProjectSectionFields\n      }\n    }\n  }\n": typeof types.UnapproveAllProjectQuestionsDocument,
    "\n  query CopyTargetSections($projectId: ID!) {\n    projectQuestionnaire(projectId: $projectId) {\n      id\n      sections {\n        id\n        name\n        permissions {\n          addQuestion\n        }\n      }\n    }\n  }\n": typeof types.CopyTargetSectionsDocument,
    "\n  mutation CopyProjectSection($input: SectionCopyInput!) {\n    copyProjectSection(input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n": typeof types.CopyProjectSectionDocument,
    "\n  query ReportChoices($projectId: ID!, $branchId: ID) {\n    reportChoices(projectId: $projectId, branchId: $branchId) {\n      scoringType\n      hasClientTables\n      products {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ReportChoicesDocument,
    "\n  fragment ReportFields on Report {\n    id\n    status\n    format\n    fileName\n    url\n  }\n": typeof types.ReportFieldsFragmentDoc,
    "\n  mutation GenerateProjectReport($input: GenerateProjectReportInput!) {\n    generateProjectReport(input: $input) {\n      ...ReportFields\n    }\n  }\n": typeof types.GenerateProjectReportDocument,
    "\n  mutation GenerateClientTablesReport($projectId: ID!) {\n    generateClientTablesReport(projectId: $projectId, format: PDF) {\n      ...ReportFields\n    }\n  }\n": typeof types.GenerateClientTablesReportDocument,
    "\n  mutation GenerateProcedureReport($projectId: ID!) {\n    generateProcedureReport(projectId: $projectId) {\n      ...ReportFields\n    }\n  }\n": typeof types.GenerateProcedureReportDocument,
    "\n  query Report($id: ID!) {\n    report(id: $id) {\n      ...ReportFields\n    }\n  }\n": typeof types.ReportDocument,
    "\n  mutation DecideScoringQuestion($input: DecideScoringQuestionInput!) {\n    decideScoringQuestion(input: $input) {\n      questionId\n      status\n      rejectReason\n    }\n  }\n": typeof types.DecideScoringQuestionDocument,
    "\n  query Scoring($projectId: ID!, $branchId: ID) {\n    scoring(projectId: $projectId, branchId: $branchId) {\n      projectId\n      branchId\n      scoringType\n      open\n      ratedAnswers\n      totalAnswers\n      completeness\n      blind\n      products {\n        productId: id\n        name\n        score\n        winner\n      }\n      sections {\n        sectionId: id\n        name\n        questions {\n          questionId: id\n          status\n          weight\n          mayApprove\n          mayRate\n          maySetWeight\n          mayKeepNotes\n          definition {\n            ...QuestionDefinitionFields\n          }\n        }\n      }\n      grid\n      consensus {\n        questionId\n        productId\n        rating\n        reason\n      }\n    }\n  }\n": typeof types.ScoringDocument,
    "\n  mutation SetRating($input: SetRatingInput!) {\n    setRating(input: $input) {\n      productId\n      questionId\n      rating\n    }\n  }\n": typeof types.SetRatingDocument,
    "\n  mutation SetWeight($input: SetWeightInput!) {\n    setWeight(input: $input) {\n      questionId\n      weight\n    }\n  }\n": typeof types.SetWeightDocument,
    "\n  mutation SetNotes($input: SetNotesInput!) {\n    setNotes(input: $input) {\n      productId\n      questionId\n      notes\n      updatedAt\n    }\n  }\n": typeof types.SetNotesDocument,
    "\n  query SupplierProject($id: ID!, $hash: String) {\n    supplierProject(id: $id, hash: $hash) {\n      id\n      name\n      type\n      status\n      intro\n      description\n      publishDate\n      submissionDeadline\n      questionsClarificationDeadline\n      questionsSubmissionDeadline\n      plannedDecisionDate\n      brokerageFirm\n      signedIn\n      products {\n        id\n        productId\n        productName\n        vendorName\n        participationStatus\n        winner\n        feedback\n        debrief {\n          id\n          sentAt\n          winner\n          sections {\n            name\n            yours\n            winning\n          }\n          totalYours\n          totalWinning\n          notes\n        }\n      }\n      sections {\n        id\n        name\n        description\n        questions {\n          id\n          label\n          helperText\n          type\n          multiple\n        }\n      }\n    }\n  }\n": typeof types.SupplierProjectDocument,
    "\n  mutation AcceptProjectInvitation($projectId: ID!, $productId: ID!, $hash: String, $ownProductId: ID) {\n    acceptProjectInvitation(projectId: $projectId, productId: $productId, hash: $hash, ownProductId: $ownProductId) {\n      id\n      productId\n      participationStatus\n    }\n  }\n": typeof types.AcceptProjectInvitationDocument,
    "\n  query OwnProducts {\n    companyProfile {\n      id\n      products {\n        id\n        name\n      }\n    }\n  }\n": typeof types.OwnProductsDocument,
    "\n  mutation DeclineProjectInvitation($projectId: ID!, $productId: ID!, $hash: String) {\n    declineProjectInvitation(projectId: $projectId, productId: $productId, hash: $hash) {\n      id\n      participationStatus\n    }\n  }\n": typeof types.DeclineProjectInvitationDocument,
    "\n  mutation InviteProjectSuppliersByFile($projectId: ID!, $fileId: ID!) {\n    inviteProjectSuppliersByFile(projectId: $projectId, fileId: $fileId) {\n      invited\n      rejected {\n        row\n        column\n        reason\n      }\n    }\n  }\n": typeof types.InviteProjectSuppliersByFileDocument,
    "\n  fragment VendorRegistrationProfileFields on VendorRegistrationProfile {\n    id\n    companyName\n    website\n    contactName\n    email\n    phone\n    industry\n    registrationStep\n    invitationProjectId\n    products {\n      id\n      name\n      description\n      serviceTypes {\n        id\n        label\n      }\n    }\n    serviceTypeOptions {\n      id\n      label\n    }\n  }\n": typeof types.VendorRegistrationProfileFieldsFragmentDoc,
    "\n  query CompanyProfile {\n    companyProfile {\n      ...VendorRegistrationProfileFields\n    }\n  }\n": typeof types.CompanyProfileDocument,
    "\n  query VendorProfile($id: ID!) {\n    vendorProfile(id: $id) {\n      ...VendorRegistrationProfileFields\n    }\n  }\n": typeof types.VendorProfileDocument,
    "\n  mutation CreateCompanyProfile($input: CompanyProfileInput!) {\n    createCompanyProfile(input: $input) {\n      ...VendorRegistrationProfileFields\n    }\n  }\n": typeof types.CreateCompanyProfileDocument,
    "\n  mutation SubmitVendorProfile($id: ID!) {\n    submitVendorProfile(id: $id) {\n      ...VendorRegistrationProfileFields\n    }\n  }\n": typeof types.SubmitVendorProfileDocument,
    "\n  query VendorDirectory($projectId: ID!, $filter: VendorDirectoryFilter) {\n    vendorDirectory(projectId: $projectId, filter: $filter) {\n      id\n      name\n      vendorName\n      industry\n      isAdded\n      projectProductId\n      status\n      relatedLinks\n      serviceTypes {\n        id\n        label\n      }\n    }\n  }\n": typeof types.VendorDirectoryDocument,
    "\n  query VendorIndustries {\n    vendorIndustries\n  }\n": typeof types.VendorIndustriesDocument,
    "\n  query ProjectProducts($projectId: ID!, $filter: ProjectProductFilter) {\n    projectProducts(projectId: $projectId, filter: $filter) {\n      id\n      productId\n      name\n      email\n      purpose\n      participationStatus\n      displayStatus\n      relatedLinks\n      lacksServiceTypes\n      answersSubmittedAt\n      answersSubmittedBy\n      answersSubmitDeadline\n      notes\n      shareNotes\n      vendor {\n        id\n        name\n        industry\n      }\n    }\n  }\n": typeof types.ProjectProductsDocument,
    "\n  mutation AddProjectSuppliers($projectId: ID!, $products: [SupplierProductInput!]!) {\n    addProjectSuppliers(projectId: $projectId, products: $products)\n  }\n": typeof types.AddProjectSuppliersDocument,
    "\n  mutation DeleteProjectSuppliers($projectId: ID!, $products: [SupplierProductInput!]!) {\n    deleteProjectSuppliers(projectId: $projectId, products: $products)\n  }\n": typeof types.DeleteProjectSuppliersDocument,
    "\n  mutation BlockProjectSuppliers(\n    $projectId: ID!\n    $products: [SupplierProductInput!]!\n    $candidates: [SupplierProductInput!]\n  ) {\n    blockProjectSuppliers(projectId: $projectId, products: $products, candidates: $candidates)\n  }\n": typeof types.BlockProjectSuppliersDocument,
    "\n  mutation UnblockProjectSuppliers($projectId: ID!, $products: [SupplierProductInput!]!) {\n    unblockProjectSuppliers(projectId: $projectId, products: $products)\n  }\n": typeof types.UnblockProjectSuppliersDocument,
    "\n  mutation InviteProjectSuppliersByEmail($projectId: ID!, $products: [InvitedProductInput!]!) {\n    inviteProjectSuppliersByEmail(projectId: $projectId, products: $products)\n  }\n": typeof types.InviteProjectSuppliersByEmailDocument,
    "\n  mutation ResendProjectSupplierInvites($projectId: ID!, $products: [SupplierProductInput!]!) {\n    resendProjectSupplierInvites(projectId: $projectId, products: $products)\n  }\n": typeof types.ResendProjectSupplierInvitesDocument,
    "\n  mutation SetProductNotes($input: ProductNotesInput!) {\n    setProductNotes(input: $input)\n  }\n": typeof types.SetProductNotesDocument,
    "\n  query TasksCount {\n    tasksCount {\n      results {\n        type\n        count\n      }\n    }\n  }\n": typeof types.TasksCountDocument,
    "\n  query Tasks($page: PageInput, $filter: TaskFilterInput) {\n    tasks(page: $page, filter: $filter) {\n      total\n      results {\n        type\n        status\n        createdAt\n        project {\n          id\n          name\n        }\n        questions {\n          id\n          answers {\n            product {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.TasksDocument,
    "\n  query Task($projectId: ID!, $type: TaskType!) {\n    task(projectId: $projectId, type: $type) {\n      type\n      status\n      project {\n        id\n        name\n      }\n      branchId\n      scoringType\n      questions {\n        id\n        version\n        status\n        section {\n          id\n          name\n        }\n        question {\n          ...QuestionDefinitionFields\n        }\n        answers {\n          product {\n            id\n            name\n          }\n          answer {\n            ...ProductAnswerFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.TaskDocument,
    "\n  mutation ApproveTaskQuestion($id: ID!, $version: Int!) {\n    approveProjectQuestion(id: $id, version: $version) {\n      id\n    }\n  }\n": typeof types.ApproveTaskQuestionDocument,
    "\n  mutation RejectTaskQuestion($id: ID!, $version: Int!, $reason: String!) {\n    rejectProjectQuestion(id: $id, version: $version, reason: $reason) {\n      id\n    }\n  }\n": typeof types.RejectTaskQuestionDocument,
    "\n  mutation SetTaskRating($input: SetRatingInput!) {\n    setRating(input: $input) {\n      productId\n      questionId\n      rating\n    }\n  }\n": typeof types.SetTaskRatingDocument,
    "\n  fragment ProjectTemplateFields on ProjectTemplate {\n    id\n    name\n    status\n    version\n    draftProjectId\n    settings {\n      enableExperts\n      scoringType\n    }\n    sectionCount\n    createdAt\n    updatedAt\n    company {\n      id\n      name\n    }\n    createdBy {\n      name\n    }\n    serviceTypes {\n      id\n      label\n    }\n    permissions {\n      edit\n      changeStatus\n      returnToDraft\n      submit\n      publish\n      delete\n      openQuestions\n    }\n  }\n": typeof types.ProjectTemplateFieldsFragmentDoc,
    "\n  query ProjectTemplates($pagination: PageInput, $filter: ProjectTemplateFilter) {\n    projectTemplates(pagination: $pagination, filter: $filter) {\n      total\n      results {\n        ...ProjectTemplateFields\n      }\n    }\n  }\n": typeof types.ProjectTemplatesDocument,
    "\n  query ProjectTemplate($id: ID!) {\n    projectTemplate(id: $id) {\n      ...ProjectTemplateFields\n    }\n  }\n": typeof types.ProjectTemplateDocument,
    "\n  query TemplateServiceTypes {\n    projectTemplateServiceTypes {\n      id\n      label\n    }\n  }\n": typeof types.TemplateServiceTypesDocument,
    "\n  mutation CreateProjectTemplate($input: ProjectTemplateInput!) {\n    createProjectTemplate(input: $input) {\n      ...ProjectTemplateFields\n    }\n  }\n": typeof types.CreateProjectTemplateDocument,
    "\n  mutation UpdateProjectTemplate($id: ID!, $version: Int!, $input: ProjectTemplateInput!) {\n    updateProjectTemplate(id: $id, version: $version, input: $input) {\n      ...ProjectTemplateFields\n    }\n  }\n": typeof types.UpdateProjectTemplateDocument,
    "\n  mutation DeleteProjectTemplate($id: ID!) {\n    deleteProjectTemplate(id: $id)\n  }\n": typeof types.DeleteProjectTemplateDocument,
    "\n  mutation ChangeProjectTemplateStatus($id: ID!, $status: TemplateStatus!) {\n    changeProjectTemplateStatus(id: $id, status: $status) {\n      ...ProjectTemplateFields\n    }\n  }\n": typeof types.ChangeProjectTemplateStatusDocument,
    "\n  query TemplateQuestionnaire($projectId: ID!) {\n    projectQuestionnaire(projectId: $projectId) {\n      id\n      sections {\n        id\n        name\n        description\n        questions {\n          id\n          question {\n            type\n            label\n            helperText\n          }\n        }\n      }\n    }\n  }\n": typeof types.TemplateQuestionnaireDocument,
    "\n  query UsersViewer {\n    profile {\n      id\n      type\n      actingOnBehalf\n      company {\n        id\n        name\n        features {\n          enableExperts\n        }\n      }\n    }\n  }\n": typeof types.UsersViewerDocument,
    "\n  query CompanyOptions($pagination: PageInput) {\n    companies(pagination: $pagination) {\n      results {\n        id\n        name\n        settings {\n          enableExperts\n        }\n      }\n    }\n  }\n": typeof types.CompanyOptionsDocument,
    "\n  query Roles($pagination: PageInput, $companyId: ID) {\n    roles(pagination: $pagination, companyId: $companyId) {\n      total\n      results {\n        id\n        name\n        isSystem\n        isDefault\n        privileges\n        createdAt\n        updatedAt\n        company {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.RolesDocument,
    "\n  mutation CreateRole($name: String, $isDefault: Boolean, $companyId: ID, $privileges: [Privilege!]) {\n    createRole(name: $name, isDefault: $isDefault, companyId: $companyId, privileges: $privileges) {\n      id\n    }\n  }\n": typeof types.CreateRoleDocument,
    "\n  mutation UpdateRole($id: ID!, $name: String, $isDefault: Boolean, $privileges: [Privilege!]) {\n    updateRole(id: $id, name: $name, isDefault: $isDefault, privileges: $privileges) {\n      id\n      name\n      isDefault\n      privileges\n      updatedAt\n    }\n  }\n": typeof types.UpdateRoleDocument,
    "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id)\n  }\n": typeof types.DeleteRoleDocument,
    "\n  query Users($pagination: PageInput, $roles: [ID!]) {\n    users(pagination: $pagination, roles: $roles) {\n      total\n      results {\n        id\n        name\n        email\n        type\n        status\n        createdAt\n        role {\n          id\n          name\n        }\n        company {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  mutation InviteUser($email: String, $firstName: String, $lastName: String, $companyId: ID, $roleId: ID) {\n    inviteUser(email: $email, firstName: $firstName, lastName: $lastName, companyId: $companyId, roleId: $roleId) {\n      id\n    }\n  }\n": typeof types.InviteUserDocument,
    "\n  mutation UpdateUser($id: ID!, $roleId: ID) {\n    updateUser(id: $id, roleId: $roleId) {\n      id\n      role {\n        id\n        name\n      }\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  query Session {\n    config {\n      supportEmail\n      salesEmail\n      termsVersion\n      recaptchaSiteKey\n    }\n    profile {\n      id\n      email\n      type\n      status\n      name\n      firstName\n      lastName\n      phoneNumber\n      avatar {\n        url\n      }\n      role {\n        id\n        name\n      }\n      canChangePassword\n      termsAndConditionsVersion\n      contrastMode\n      projectStatusUpdate {\n        enabled\n      }\n      newNotification {\n        enabled\n      }\n      newFaqQuestion {\n        enabled\n      }\n      privileges\n      actingOnBehalf\n      company {\n        id\n        name\n        kind\n        features {\n          scoringType\n          enableClientTables\n          enableExperts\n        }\n      }\n    }\n  }\n": typeof types.SessionDocument,
};
const documents: Documents = {
    "\n  mutation AcceptTerms($version: String!) {\n    acceptTermsAndConditions(version: $version) {\n      id\n      termsAndConditionsVersion\n    }\n  }\n": types.AcceptTermsDocument,
    "\n  mutation ChangePassword($oldPassword: String!, $password: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateProfileSettings(\n    $phoneNumber: String\n    $contrastMode: Boolean!\n    $projectStatusUpdate: Boolean!\n    $newNotification: Boolean!\n    $newFaqQuestion: Boolean!\n  ) {\n    updateProfileSettings(\n      phoneNumber: $phoneNumber\n      contrastMode: $contrastMode\n      projectStatusUpdate: $projectStatusUpdate\n      newNotification: $newNotification\n      newFaqQuestion: $newFaqQuestion\n    ) {\n      id\n      phoneNumber\n      contrastMode\n      projectStatusUpdate {\n        enabled\n      }\n      newNotification {\n        enabled\n      }\n      newFaqQuestion {\n        enabled\n      }\n    }\n  }\n": types.UpdateProfileSettingsDocument,
    "\n  query AdminClients($pagination: PageInput) {\n    clients(pagination: $pagination) {\n      total\n      results {\n        id\n        name\n        description\n        website\n        location\n        employeeSize\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": types.AdminClientsDocument,
    "\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      id\n    }\n  }\n": types.CreateClientDocument,
    "\n  mutation UpdateClient($id: ID!, $input: ClientInput!) {\n    updateClient(id: $id, input: $input) {\n      id\n      name\n      description\n      website\n      location\n      employeeSize\n      updatedAt\n    }\n  }\n": types.UpdateClientDocument,
    "\n  mutation DeleteClient($id: ID!) {\n    deleteClient(id: $id)\n  }\n": types.DeleteClientDocument,
    "\n  query AdminCompanies($pagination: PageInput) {\n    companies(pagination: $pagination) {\n      total\n      results {\n        id\n        name\n        kind\n        createdAt\n        updatedAt\n        terminatedAt\n        subscription {\n          status\n          cancelAtPeriodEnd\n          plan {\n            id\n            name\n          }\n        }\n        settings {\n          scoringType\n          answersMaxLength\n          enableExperts\n          enableBranches\n          enableExtendedAnswersDeadline\n          enableClientTables\n          enableAuthOnBehalf\n          approvedLabel\n          integrity {\n            ...IntegritySettingsFields\n          }\n        }\n      }\n    }\n  }\n": types.AdminCompaniesDocument,
    "\n  mutation UpdateCompanySettings($id: ID!, $name: String!, $settings: CompanySettingsInput!) {\n    updateCompanySettings(id: $id, name: $name, settings: $settings) {\n      id\n      name\n      updatedAt\n      settings {\n        scoringType\n        answersMaxLength\n        enableExperts\n        enableBranches\n        enableExtendedAnswersDeadline\n        enableClientTables\n        enableAuthOnBehalf\n        approvedLabel\n        integrity {\n          ...IntegritySettingsFields\n        }\n      }\n    }\n  }\n": types.UpdateCompanySettingsDocument,
    "\n  mutation TerminateCompany($id: ID!) {\n    terminateCompany(id: $id)\n  }\n": types.TerminateCompanyDocument,
    "\n  query AdminViewer {\n    profile {\n      id\n      type\n      actingOnBehalf\n      company {\n        id\n        name\n      }\n    }\n  }\n": types.AdminViewerDocument,
    "\n  query OnBehalfCompanies($pageSize: Int!) {\n    companies(\n      pagination: { page: 1, pageSize: $pageSize, sort: { field: \"name\", direction: ASC } }\n      filter: { enableAuthOnBehalf: true }\n    ) {\n      results {\n        id\n        name\n      }\n    }\n  }\n": types.OnBehalfCompaniesDocument,
    "\n  query AdminProjectServiceTypes($pagination: PageInput) {\n    projectServiceTypes(pagination: $pagination) {\n      total\n      results {\n        id\n        label\n        description\n        createdAt\n      }\n    }\n  }\n": types.AdminProjectServiceTypesDocument,
    "\n  mutation CreateProjectServiceType($input: ProjectServiceTypeInput!) {\n    createProjectServiceType(input: $input) {\n      id\n    }\n  }\n": types.CreateProjectServiceTypeDocument,
    "\n  mutation UpdateProjectServiceType($id: ID!, $input: ProjectServiceTypeInput!) {\n    updateProjectServiceType(id: $id, input: $input) {\n      id\n      label\n      description\n    }\n  }\n": types.UpdateProjectServiceTypeDocument,
    "\n  mutation DeleteProjectServiceType($id: ID!) {\n    deleteProjectServiceType(id: $id)\n  }\n": types.DeleteProjectServiceTypeDocument,
    "\n  query AdminSupplierServiceTypes($pagination: PageInput) {\n    supplierServiceTypes(pagination: $pagination) {\n      total\n      results {\n        id\n        label\n        createdAt\n      }\n    }\n  }\n": types.AdminSupplierServiceTypesDocument,
    "\n  mutation CreateSupplierServiceType($input: SupplierServiceTypeInput!) {\n    createSupplierServiceType(input: $input) {\n      id\n    }\n  }\n": types.CreateSupplierServiceTypeDocument,
    "\n  mutation UpdateSupplierServiceType($id: ID!, $input: SupplierServiceTypeInput!) {\n    updateSupplierServiceType(id: $id, input: $input) {\n      id\n      label\n    }\n  }\n": types.UpdateSupplierServiceTypeDocument,
    "\n  mutation DeleteSupplierServiceType($id: ID!) {\n    deleteSupplierServiceType(id: $id)\n  }\n": types.DeleteSupplierServiceTypeDocument,
    "\n  query RetentionSettings {\n    retentionSettings {\n      projectMonths\n      accountMonths\n      analyticsMonths\n      auditMonths\n    }\n  }\n": types.RetentionSettingsDocument,
    "\n  mutation UpdateRetentionSettings($input: RetentionSettingsInput!) {\n    updateRetentionSettings(input: $input) {\n      projectMonths\n      accountMonths\n      analyticsMonths\n      auditMonths\n    }\n  }\n": types.UpdateRetentionSettingsDocument,
    "\n  query RetentionDryRun {\n    retentionDryRun {\n      group\n      description\n      cutoff\n      count\n      rows {\n        id\n        type\n        label\n        date\n      }\n    }\n  }\n": types.RetentionDryRunDocument,
    "\n  mutation ApplyRetention {\n    applyRetention {\n      projects\n      accounts\n      analytics\n      audit\n    }\n  }\n": types.ApplyRetentionDocument,
    "\n  query AdminSuppliers($pagination: PageInput) {\n    adminSuppliers(pagination: $pagination) {\n      total\n      results {\n        id\n        companyName\n        contactName\n        email\n        phone\n      }\n    }\n  }\n": types.AdminSuppliersDocument,
    "\n  fragment AiSearchFields on AiSearch {\n    id\n    type\n    status\n    keyword\n    createdAt\n    finishedAt\n    products {\n      id\n      name\n      email\n      contactName\n      industry\n      purpose\n      relatedLinks\n      isAdded\n      status\n      projectProductId\n    }\n    clientTables {\n      id\n      name\n      data\n      source\n    }\n    sectionIds\n  }\n": types.AiSearchFieldsFragmentDoc,
    "\n  query AiSearch($projectId: ID!, $type: SearchKind!) {\n    aiSearch(projectId: $projectId, type: $type) {\n      ...AiSearchFields\n    }\n    project(id: $projectId) {\n      id\n      aiAllowances {\n        type\n        used\n        max\n        remaining\n      }\n    }\n  }\n": types.AiSearchDocument,
    "\n  mutation StartAiSearch($projectId: ID!, $type: SearchKind!, $keyword: String!) {\n    startAiSearch(projectId: $projectId, type: $type, keyword: $keyword) {\n      ...AiSearchFields\n    }\n  }\n": types.StartAiSearchDocument,
    "\n  mutation CancelAiSearch($projectId: ID!, $type: SearchKind!) {\n    cancelAiSearch(projectId: $projectId, type: $type)\n  }\n": types.CancelAiSearchDocument,
    "\n  fragment ProductAnswerFields on ProductAnswer {\n    id\n    questionId\n    value\n    secondaryValue\n    notApplicable\n    notApplicableDescription\n    isDraft\n    status\n    requestNote\n    answeredAt\n  }\n": types.ProductAnswerFieldsFragmentDoc,
    "\n  query ProductAnswers($projectId: ID!, $productId: ID!) {\n    productAnswers(projectId: $projectId, productId: $productId) {\n      projectId\n      productId\n      name\n      answersSubmittedAt\n      answersSubmitDeadline\n      requestsOffered\n      sections {\n        sectionId: id\n        name\n        description\n        questions {\n          questionId: id\n          mayRequestUpdate\n          definition {\n            ...QuestionDefinitionFields\n          }\n          answer {\n            ...ProductAnswerFields\n          }\n        }\n      }\n    }\n  }\n": types.ProductAnswersDocument,
    "\n  mutation RequestAnswerUpdate($input: AnswerUpdateRequestInput!) {\n    requestAnswerUpdate(input: $input) {\n      ...ProductAnswerFields\n    }\n  }\n": types.RequestAnswerUpdateDocument,
    "\n  mutation RequestProductAnswers($projectId: ID!, $products: [ProductReminderInput!]!) {\n    requestProductAnswers(projectId: $projectId, products: $products)\n  }\n": types.RequestProductAnswersDocument,
    "\n  mutation SubmitProductAnswers($projectId: ID!, $products: [ProductSubmissionInput!]!) {\n    submitProductAnswers(projectId: $projectId, products: $products)\n  }\n": types.SubmitProductAnswersDocument,
    "\n  query ParseProjectAnswers($projectId: ID!, $productId: ID!, $fileId: ID!) {\n    parseProjectAnswers(projectId: $projectId, productId: $productId, fileId: $fileId) {\n      id\n      name\n      questions {\n        id\n        sectionId\n        label\n        row\n        changed\n        problem\n        baseVersion\n        answer {\n          value\n          secondaryValue\n          notApplicable\n          notApplicableDescription\n          isDraft\n        }\n      }\n    }\n  }\n": types.ParseProjectAnswersDocument,
    "\n  mutation ApplyAnswers($projectId: ID!, $productId: ID!, $answers: [AppliedAnswerInput!]!) {\n    applyAnswers(projectId: $projectId, productId: $productId, answers: $answers) {\n      id\n      applied\n    }\n  }\n": types.ApplyAnswersDocument,
    "\n  query VendorReport($projectId: ID!, $productId: ID!) {\n    vendorReport(projectId: $projectId, productId: $productId, format: XLSX)\n  }\n": types.VendorReportDocument,
    "\n  fragment SupplierAnswerFields on SupplierAnswer {\n    id\n    questionId\n    value\n    secondaryValue\n    notApplicable\n    notApplicableDescription\n    isDraft\n    status\n    requestNote\n    answeredAt\n    version\n  }\n": types.SupplierAnswerFieldsFragmentDoc,
    "\n  fragment QuestionnaireSectionFields on QuestionnaireSection {\n    sectionId: id\n    name\n    description\n    questions {\n      questionId: id\n      mayChange\n      definition\n      answer {\n        ...SupplierAnswerFields\n      }\n    }\n  }\n": types.QuestionnaireSectionFieldsFragmentDoc,
    "\n  query SupplierQuestionnaire($projectId: ID!, $productId: ID!, $hash: String) {\n    supplierQuestionnaire(projectId: $projectId, productId: $productId, hash: $hash) {\n      projectId\n      projectName\n      projectType\n      projectStatus\n      answersMaxLength\n      submissionDeadline\n      questionsSubmissionDeadline\n      mayAnswer\n      maySubmit\n      mayImport\n      questionsReadOnly\n      requestedCount\n      product {\n        id\n        productName\n        vendorName\n        participationStatus\n        answersSubmittedAt\n        answersSubmittedBy\n        answersSubmitDeadline\n      }\n      sections {\n        ...QuestionnaireSectionFields\n      }\n    }\n  }\n": types.SupplierQuestionnaireDocument,
    "\n  mutation SaveAnswer($input: SaveAnswerInput!) {\n    saveAnswer(input: $input) {\n      questionId\n      conflict\n      answer {\n        ...SupplierAnswerFields\n      }\n    }\n  }\n": types.SaveAnswerDocument,
    "\n  mutation MarkSectionNotApplicable($projectId: ID!, $productId: ID!, $sectionId: ID!, $description: String) {\n    markSectionNotApplicable(\n      projectId: $projectId\n      productId: $productId\n      sectionId: $sectionId\n      description: $description\n    ) {\n      ...SupplierAnswerFields\n    }\n  }\n": types.MarkSectionNotApplicableDocument,
    "\n  mutation SubmitAnswers($projectId: ID!, $productId: ID!) {\n    submitAnswers(projectId: $projectId, productId: $productId)\n  }\n": types.SubmitAnswersDocument,
    "\n  query PreviewQuestionnaire($projectId: ID!) {\n    previewQuestionnaire(projectId: $projectId) {\n      ...QuestionnaireSectionFields\n    }\n  }\n": types.PreviewQuestionnaireDocument,
    "\n  query SubmissionReceipts($projectId: ID!, $productId: ID!) {\n    submissionReceipts(projectId: $projectId, productId: $productId) {\n      id\n      code\n      digest\n      submittedAt\n      verifyPath\n    }\n  }\n": types.SubmissionReceiptsDocument,
    "\n  query VerifyReceipt($receiptId: String!, $digest: String!) {\n    verifyReceipt(receiptId: $receiptId, digest: $digest) {\n      verdict\n      message\n    }\n  }\n": types.VerifyReceiptDocument,
    "\n  fragment PreviousAnswerFields on PreviousAnswer {\n    questionId\n    projectId\n    projectName\n    definition {\n      ...QuestionDefinitionFields\n    }\n    answer {\n      ...SupplierAnswerFields\n    }\n  }\n": types.PreviousAnswerFieldsFragmentDoc,
    "\n  query SimilarQuestions($projectId: ID!, $productId: ID!, $questionId: ID!) {\n    relatedAnswers(projectId: $projectId, productId: $productId, questionId: $questionId) {\n      projectId\n      projectName\n      sectionName\n      similarity\n      definition {\n        ...QuestionDefinitionFields\n      }\n      answer {\n        ...SupplierAnswerFields\n      }\n    }\n    previousAnswers(projectId: $projectId, productId: $productId, questionId: $questionId) {\n      ...PreviousAnswerFields\n    }\n  }\n": types.SimilarQuestionsDocument,
    "\n  query QuestionnairePreviousAnswers($projectId: ID!, $productId: ID!) {\n    previousAnswers(projectId: $projectId, productId: $productId) {\n      ...PreviousAnswerFields\n    }\n  }\n": types.QuestionnairePreviousAnswersDocument,
    "\n  query AuditEntries($filter: AuditFilter, $pagination: PageInput) {\n    auditEntries(filter: $filter, pagination: $pagination) {\n      total\n      results {\n        id\n        createdAt\n        companyName\n        actorEmail\n        onBehalf\n        actorCompanyName\n        kindLabel\n        projectName\n        targetLabel\n        change\n        address\n      }\n    }\n  }\n": types.AuditEntriesDocument,
    "\n  query AuditChoices($companyId: ID, $projectId: ID) {\n    auditChoices(companyId: $companyId, projectId: $projectId) {\n      people {\n        id\n        email\n      }\n      projects {\n        id\n        name\n      }\n    }\n  }\n": types.AuditChoicesDocument,
    "\n  query AuditCompanies($pagination: PageInput) {\n    companies(pagination: $pagination) {\n      results {\n        id\n        name\n      }\n    }\n  }\n": types.AuditCompaniesDocument,
    "\n  mutation CheckAuditTrail {\n    checkAuditTrail {\n      intact\n      checked\n      message\n    }\n  }\n": types.CheckAuditTrailDocument,
    "\n  query BillingConfig {\n    config {\n      billing {\n        cardPayments\n      }\n    }\n  }\n": types.BillingConfigDocument,
    "\n  query PricingProducts($pagination: PageInput, $filter: PricingProductFilter) {\n    pricingProducts(pagination: $pagination, filter: $filter) {\n      total\n      results {\n        id\n        name\n        description\n        status\n        metadata {\n          isPopular\n          buttonText\n          buttonVariant\n          isFree\n        }\n        prices {\n          id\n          unitAmount\n          active\n          recurring {\n            interval\n          }\n        }\n        marketingFeatures {\n          name\n        }\n      }\n    }\n  }\n": types.PricingProductsDocument,
    "\n  query InvitationAllowance {\n    invitationAllowance {\n      active\n      current\n      max\n      remaining\n    }\n  }\n": types.InvitationAllowanceDocument,
    "\n  mutation AssignPlan($companyId: ID!, $planId: ID!) {\n    assignPlan(companyId: $companyId, planId: $planId) {\n      status\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      plan {\n        id\n        name\n        isFree\n      }\n    }\n  }\n": types.AssignPlanDocument,
    "\n  fragment BranchFields on Branch {\n    id\n    projectId\n    scoringType\n    version\n    isCreator\n    createdBy {\n      id\n      name\n    }\n    members {\n      id\n      name\n      email\n    }\n  }\n": types.BranchFieldsFragmentDoc,
    "\n  query Branches($projectId: ID!) {\n    branches(projectId: $projectId) {\n      ...BranchFields\n    }\n  }\n": types.BranchesDocument,
    "\n  query BranchMemberOptions($projectId: ID!) {\n    branchMemberOptions(projectId: $projectId) {\n      id\n      name\n      email\n    }\n  }\n": types.BranchMemberOptionsDocument,
    "\n  mutation CreateBranch($input: CreateBranchInput!) {\n    createBranch(input: $input) {\n      ...BranchFields\n    }\n  }\n": types.CreateBranchDocument,
    "\n  mutation UpdateBranch($input: UpdateBranchInput!) {\n    updateBranch(input: $input) {\n      ...BranchFields\n    }\n  }\n": types.UpdateBranchDocument,
    "\n  mutation DeleteBranch($id: ID!) {\n    deleteBranch(id: $id)\n  }\n": types.DeleteBranchDocument,
    "\n  mutation RevokeBranchAccess($id: ID!) {\n    revokeBranchAccess(id: $id)\n  }\n": types.RevokeBranchAccessDocument,
    "\n  query Calibration($projectId: ID!) {\n    calibration(projectId: $projectId) {\n      projectId\n      threshold\n      scoringType\n      open\n      items {\n        answerId\n        questionId\n        questionLabel\n        sectionName\n        productId\n        productName\n        spread\n        flagged\n        originals {\n          branchId\n          scopeName\n          raterName\n          rating\n        }\n        consensus {\n          id\n          rating\n          reason\n          decidedByName\n          createdAt\n        }\n        history {\n          id\n          rating\n          reason\n          decidedByName\n          createdAt\n        }\n      }\n      evaluators {\n        userId\n        name\n        ratings\n        compared\n        meanDifference\n      }\n    }\n  }\n": types.CalibrationDocument,
    "\n  mutation RecordConsensus($projectId: ID!, $answerId: ID!, $rating: Int!, $reason: String!) {\n    recordConsensus(projectId: $projectId, answerId: $answerId, rating: $rating, reason: $reason) {\n      id\n      answerId\n      rating\n      reason\n      decidedByName\n      createdAt\n    }\n  }\n": types.RecordConsensusDocument,
    "\n  fragment ClientTableFields on ClientTable {\n    id\n    name\n    visibleToVendor\n    data\n    version\n    updatedAt\n  }\n": types.ClientTableFieldsFragmentDoc,
    "\n  fragment ClientDiscoveryFields on ClientDiscovery {\n    id\n    name\n    status\n    clientTablesStatus\n    clientTablesDeadline\n    clientTables {\n      ...ClientTableFields\n    }\n    clientMembers {\n      id\n      email\n      name\n      status\n    }\n  }\n": types.ClientDiscoveryFieldsFragmentDoc,
    "\n  query ClientDiscovery($projectId: ID!) {\n    clientDiscovery(projectId: $projectId) {\n      ...ClientDiscoveryFields\n    }\n  }\n": types.ClientDiscoveryDocument,
    "\n  query ClientTableCopySources($projectId: ID!) {\n    clientTableCopySources(projectId: $projectId) {\n      id\n      name\n      tables {\n        id\n        name\n      }\n    }\n  }\n": types.ClientTableCopySourcesDocument,
    "\n  mutation CreateClientTable($projectId: ID!, $input: ClientTableInput!) {\n    createClientTable(projectId: $projectId, input: $input) {\n      ...ClientTableFields\n    }\n  }\n": types.CreateClientTableDocument,
    "\n  mutation UpdateClientTable($projectId: ID!, $id: ID!, $version: Int!, $input: ClientTableInput!) {\n    updateClientTable(projectId: $projectId, id: $id, version: $version, input: $input) {\n      ...ClientTableFields\n    }\n  }\n": types.UpdateClientTableDocument,
    "\n  mutation DeleteClientTable($projectId: ID!, $id: ID!) {\n    deleteClientTable(projectId: $projectId, id: $id)\n  }\n": types.DeleteClientTableDocument,
    "\n  mutation CopyClientTable($projectId: ID!, $sourceProjectId: ID, $sourceTableId: ID) {\n    copyClientTable(projectId: $projectId, sourceProjectId: $sourceProjectId, sourceTableId: $sourceTableId) {\n      ...ClientTableFields\n    }\n  }\n": types.CopyClientTableDocument,
    "\n  mutation SetClientTablesLockStatus($projectId: ID!, $status: ClientTablesStatus!) {\n    setClientTablesLockStatus(projectId: $projectId, status: $status) {\n      ...ClientDiscoveryFields\n    }\n  }\n": types.SetClientTablesLockStatusDocument,
    "\n  mutation UpdateClientMembers($projectId: ID!, $members: [ClientMemberInput!]!, $deadline: DateTime) {\n    updateClientMembers(projectId: $projectId, members: $members, deadline: $deadline) {\n      ...ClientDiscoveryFields\n    }\n  }\n": types.UpdateClientMembersDocument,
    "\n  mutation ResendClientMemberInvite($projectId: ID!, $memberId: ID!) {\n    resendClientMemberInvite(projectId: $projectId, memberId: $memberId)\n  }\n": types.ResendClientMemberInviteDocument,
    "\n  fragment ClientProjectFields on ClientProject {\n    id\n    name\n    type\n    status\n    brokerageFirm\n    clientTablesStatus\n    clientTablesDeadline\n    locked\n    editProblem\n    clientTables {\n      ...ClientTableFields\n    }\n  }\n": types.ClientProjectFieldsFragmentDoc,
    "\n  query ClientProject($id: ID!) {\n    clientProject(id: $id) {\n      ...ClientProjectFields\n    }\n  }\n": types.ClientProjectDocument,
    "\n  mutation FillClientTable($projectId: ID!, $id: ID!, $version: Int!, $data: JSON!) {\n    fillClientTable(projectId: $projectId, id: $id, version: $version, data: $data) {\n      ...ClientTableFields\n    }\n  }\n": types.FillClientTableDocument,
    "\n  mutation SubmitClientTableData($projectId: ID!) {\n    submitClientTableData(projectId: $projectId) {\n      ...ClientProjectFields\n    }\n  }\n": types.SubmitClientTableDataDocument,
    "\n  query VendorClientTables($projectId: ID!, $hash: String) {\n    vendorClientTables(projectId: $projectId, hash: $hash) {\n      id\n      name\n      data\n    }\n  }\n": types.VendorClientTablesDocument,
    "\n  mutation AddSuggestedClientTable($projectId: ID!, $suggestionId: ID!) {\n    addSuggestedClientTable(projectId: $projectId, suggestionId: $suggestionId) {\n      ...ClientTableFields\n    }\n  }\n": types.AddSuggestedClientTableDocument,
    "\n  query Comparisons($filter: ComparisonFilter!, $pagination: PageInput) {\n    comparisons(filter: $filter, pagination: $pagination) {\n      total\n      page\n      pageSize\n      results {\n        id\n        name\n        isPrivate\n        createdAt\n        createdBy\n        mayEdit\n        products {\n          id\n          name\n          vendorName\n        }\n      }\n    }\n  }\n": types.ComparisonsDocument,
    "\n  query Comparison($projectId: ID!, $id: ID!, $branchId: ID) {\n    comparison(projectId: $projectId, id: $id, branchId: $branchId) {\n      id\n      name\n      description\n      isPrivate\n      showNotes\n      productIds\n      questionIds\n    }\n  }\n": types.ComparisonDocument,
    "\n  query ComparisonChoices($projectId: ID!, $branchId: ID) {\n    comparisonChoices(projectId: $projectId, branchId: $branchId) {\n      products {\n        id\n        name\n        vendorName\n      }\n      sections {\n        id\n        name\n        questions {\n          id\n          label\n        }\n      }\n    }\n  }\n": types.ComparisonChoicesDocument,
    "\n  query ComparisonGrid($projectId: ID!, $id: ID!, $branchId: ID) {\n    comparisonGrid(projectId: $projectId, id: $id, branchId: $branchId) {\n      comparison {\n        id\n        name\n        description\n        showNotes\n        mayEdit\n      }\n      projectId\n      branchId\n      scoringType\n      blind\n      products {\n        productId: id\n        name\n        score\n      }\n      sections {\n        sectionId: id\n        name\n        questions {\n          questionId: id\n          weight\n          definition {\n            ...QuestionDefinitionFields\n          }\n        }\n      }\n      grid\n    }\n  }\n": types.ComparisonGridDocument,
    "\n  mutation CreateComparison($input: CreateComparisonInput!) {\n    createComparison(input: $input)\n  }\n": types.CreateComparisonDocument,
    "\n  mutation UpdateComparison($input: UpdateComparisonInput!) {\n    updateComparison(input: $input)\n  }\n": types.UpdateComparisonDocument,
    "\n  mutation DeleteComparison($projectId: ID!, $id: ID!, $branchId: ID) {\n    deleteComparison(projectId: $projectId, id: $id, branchId: $branchId)\n  }\n": types.DeleteComparisonDocument,
    "\n  query ContactSubmissions($pagination: PageInput) {\n    contactSubmissions(pagination: $pagination) {\n      total\n      results {\n        id\n        kind\n        firstName\n        lastName\n        email\n        company\n        jobTitle\n        companySize\n        phone\n        message\n        createdAt\n      }\n    }\n  }\n": types.ContactSubmissionsDocument,
    "\n  query FaqAsking($projectId: ID!, $hash: String) {\n    projectFaq(projectId: $projectId, hash: $hash) {\n      projectId\n      mayAsk\n    }\n  }\n": types.FaqAskingDocument,
    "\n  fragment FaqItemFields on FaqItem {\n    id\n    parentId\n    text\n    status\n    rejectReason\n    isPublic\n    version\n    createdAt\n    companyName\n    isAddedByMe\n    isAddedByBroker\n    isAssignedToMe\n    tags\n    question {\n      id\n      label\n    }\n    section {\n      id\n      name\n    }\n    abilities {\n      reply\n      publish\n      reject\n      edit\n      clarify\n    }\n  }\n": types.FaqItemFieldsFragmentDoc,
    "\n  query ProjectFaq($projectId: ID!, $hash: String) {\n    projectFaq(projectId: $projectId, hash: $hash) {\n      projectId\n      projectName\n      projectStatus\n      mayAsk\n      items {\n        ...FaqItemFields\n        answers {\n          ...FaqItemFields\n        }\n      }\n    }\n  }\n": types.ProjectFaqDocument,
    "\n  mutation CreateFaqItem($input: CreateFaqItemInput!) {\n    createFaqItem(input: $input) {\n      ...FaqItemFields\n    }\n  }\n": types.CreateFaqItemDocument,
    "\n  mutation UpdateFaqItem($projectId: ID!, $id: ID!, $text: String!, $version: Int) {\n    updateFaqItem(projectId: $projectId, id: $id, text: $text, version: $version) {\n      ...FaqItemFields\n    }\n  }\n": types.UpdateFaqItemDocument,
    "\n  mutation PublishFaqItem($projectId: ID!, $id: ID!, $makePublic: Boolean!, $reply: String) {\n    publishFaqItem(projectId: $projectId, id: $id, makePublic: $makePublic, reply: $reply) {\n      ...FaqItemFields\n    }\n  }\n": types.PublishFaqItemDocument,
    "\n  mutation RejectFaqItem($projectId: ID!, $id: ID!, $reason: String!) {\n    rejectFaqItem(projectId: $projectId, id: $id, reason: $reason) {\n      ...FaqItemFields\n    }\n  }\n": types.RejectFaqItemDocument,
    "\n  mutation SendFeedback($title: String!, $message: String!, $pathname: String) {\n    sendFeedback(title: $title, message: $message, pathname: $pathname)\n  }\n": types.SendFeedbackDocument,
    "\n  query ProjectDeadlines($from: DateTime!, $to: DateTime!) {\n    projectDeadlines(from: $from, to: $to) {\n      projectId\n      projectName\n      projectType\n      deadlines {\n        kind\n        date\n      }\n    }\n  }\n": types.ProjectDeadlinesDocument,
    "\n  fragment QuestionImportFields on QuestionImport {\n    id\n    name\n    status\n    progress\n    uploadedAt\n    draftProjectId\n    sectionCount\n    questionCount\n    skippedRows {\n      sheet\n      row\n      reason\n    }\n    error\n  }\n": types.QuestionImportFieldsFragmentDoc,
    "\n  query QuestionImports($pagination: PageInput) {\n    questionImports(pagination: $pagination) {\n      total\n      results {\n        id\n        name\n        uploadedAt\n      }\n    }\n  }\n": types.QuestionImportsDocument,
    "\n  query QuestionImport($id: ID!) {\n    questionImport(id: $id) {\n      ...QuestionImportFields\n    }\n  }\n": types.QuestionImportDocument,
    "\n  mutation ParseImportedProject($fileId: ID!) {\n    parseImportedProject(fileId: $fileId) {\n      ...QuestionImportFields\n    }\n  }\n": types.ParseImportedProjectDocument,
    "\n  mutation DeleteQuestionImport($id: ID!) {\n    deleteQuestionImport(id: $id)\n  }\n": types.DeleteQuestionImportDocument,
    "\n  mutation CreateTemplateFromImport($input: ImportedTemplateInput!) {\n    createTemplateFromImport(input: $input) {\n      id\n    }\n  }\n": types.CreateTemplateFromImportDocument,
    "\n  mutation CopyDraftSectionsToLibrary($draftProjectId: ID!, $sections: [DraftSectionCopyInput!]!) {\n    copyDraftSectionsToLibrary(draftProjectId: $draftProjectId, sections: $sections)\n  }\n": types.CopyDraftSectionsToLibraryDocument,
    "\n  query ImportTemplateServiceTypes {\n    projectTemplateServiceTypes {\n      id\n      label\n    }\n  }\n": types.ImportTemplateServiceTypesDocument,
    "\n  fragment LibraryQuestionFields on LibraryQuestion {\n    id\n    version\n    isPublic\n    isExternal\n    isOwn\n    readonlyReason\n    createdAt\n    createdBy {\n      id\n      name\n    }\n    tags {\n      id\n      label\n      isPublic\n    }\n    permissions {\n      edit\n      makePublic\n      delete\n    }\n    question {\n      ...QuestionDefinitionFields\n    }\n  }\n": types.LibraryQuestionFieldsFragmentDoc,
    "\n  query LibraryQuestions($filter: LibraryQuestionFilter, $page: Int, $pageSize: Int) {\n    libraryQuestions(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      results {\n        ...LibraryQuestionFields\n      }\n      filters {\n        types {\n          type\n          count\n        }\n        tags {\n          count\n          tag {\n            id\n            label\n            isPublic\n          }\n        }\n      }\n    }\n  }\n": types.LibraryQuestionsDocument,
    "\n  query LibraryQuestion($id: ID!) {\n    libraryQuestion(id: $id) {\n      ...LibraryQuestionFields\n    }\n  }\n": types.LibraryQuestionDocument,
    "\n  query LibraryTags($search: String) {\n    libraryTags(search: $search) {\n      id\n      label\n      isPublic\n    }\n  }\n": types.LibraryTagsDocument,
    "\n  mutation CreateLibraryQuestion($input: LibraryQuestionInput!) {\n    createLibraryQuestion(input: $input) {\n      ...LibraryQuestionFields\n    }\n  }\n": types.CreateLibraryQuestionDocument,
    "\n  mutation UpdateLibraryQuestion($id: ID!, $version: Int!, $input: LibraryQuestionInput!) {\n    updateLibraryQuestion(id: $id, version: $version, input: $input) {\n      ...LibraryQuestionFields\n    }\n  }\n": types.UpdateLibraryQuestionDocument,
    "\n  mutation DeleteLibraryQuestions($ids: [ID!]!) {\n    deleteLibraryQuestions(ids: $ids)\n  }\n": types.DeleteLibraryQuestionsDocument,
    "\n  query LibraryQuestionHistory($id: ID!) {\n    libraryQuestionHistory(id: $id) {\n      id\n      version\n      updatedAt\n      updatedBy\n      question {\n        ...QuestionDefinitionFields\n      }\n    }\n  }\n": types.LibraryQuestionHistoryDocument,
    "\n  mutation RestoreLibraryQuestionVersion($id: ID!, $version: Int!, $versionId: ID!) {\n    restoreLibraryQuestionVersion(id: $id, version: $version, versionId: $versionId) {\n      ...LibraryQuestionFields\n    }\n  }\n": types.RestoreLibraryQuestionVersionDocument,
    "\n  fragment LibraryGroupFields on LibraryGroup {\n    id\n    name\n    description\n    parentId\n    parentPath\n    depth\n    canHaveSubgroups\n    questionCount\n  }\n": types.LibraryGroupFieldsFragmentDoc,
    "\n  query QuestionGroups {\n    questionGroups {\n      ...LibraryGroupFields\n      groups {\n        ...LibraryGroupFields\n        groups {\n          ...LibraryGroupFields\n        }\n      }\n    }\n  }\n": types.QuestionGroupsDocument,
    "\n  mutation CreateLibraryGroup($input: LibraryGroupInput!) {\n    createLibraryGroup(input: $input) {\n      ...LibraryGroupFields\n    }\n  }\n": types.CreateLibraryGroupDocument,
    "\n  mutation UpdateLibraryGroup($id: ID!, $input: LibraryGroupInput!) {\n    updateLibraryGroup(id: $id, input: $input) {\n      ...LibraryGroupFields\n    }\n  }\n": types.UpdateLibraryGroupDocument,
    "\n  mutation DeleteLibraryGroup($id: ID!) {\n    deleteLibraryGroup(id: $id)\n  }\n": types.DeleteLibraryGroupDocument,
    "\n  mutation LinkLibraryQuestions($groupId: ID!, $questionIds: [ID!]!) {\n    linkLibraryQuestionsToGroup(groupId: $groupId, questionIds: $questionIds) {\n      ...LibraryGroupFields\n    }\n  }\n": types.LinkLibraryQuestionsDocument,
    "\n  mutation UnlinkLibraryQuestions($groupId: ID!, $questionIds: [ID!]!) {\n    unlinkLibraryQuestionsFromGroup(groupId: $groupId, questionIds: $questionIds) {\n      ...LibraryGroupFields\n    }\n  }\n": types.UnlinkLibraryQuestionsDocument,
    "\n  query LibraryCopySections($projectId: ID!) {\n    projectQuestionnaire(projectId: $projectId) {\n      id\n      sections {\n        id\n        name\n        permissions {\n          addFromLibrary\n        }\n      }\n    }\n  }\n": types.LibraryCopySectionsDocument,
    "\n  mutation CopyLibraryQuestionsToSection($questionIds: [ID!]!, $sectionId: ID!) {\n    copyLibraryQuestionsToSection(questionIds: $questionIds, sectionId: $sectionId) {\n      id\n      projectId\n    }\n  }\n": types.CopyLibraryQuestionsToSectionDocument,
    "\n  mutation CopyLibraryGroupToSection($groupId: ID!, $sectionId: ID!, $withSubgroups: Boolean) {\n    copyLibraryGroupToSection(groupId: $groupId, sectionId: $sectionId, withSubgroups: $withSubgroups) {\n      id\n      projectId\n    }\n  }\n": types.CopyLibraryGroupToSectionDocument,
    "\n  fragment NotificationItem on Notification {\n    id\n    kind\n    new\n    createdAt\n    message\n    link\n  }\n": types.NotificationItemFragmentDoc,
    "\n  query Notifications($before: ID, $first: Int) {\n    notifications(before: $before, first: $first) {\n      total\n      unread\n      results {\n        ...NotificationItem\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation ChangeNotificationReadState($ids: [ID!]!, $isNew: Boolean!) {\n    changeNotificationReadState(ids: $ids, isNew: $isNew)\n  }\n": types.ChangeNotificationReadStateDocument,
    "\n  subscription NotificationEvents {\n    notificationEvents {\n      type\n      ids\n      isNew\n      all\n      unread\n      notification {\n        ...NotificationItem\n      }\n    }\n  }\n": types.NotificationEventsDocument,
    "\n  query DebriefRecipients($projectId: ID!) {\n    debriefRecipients(projectId: $projectId) {\n      id\n      name\n      winner\n      lastSentAt\n    }\n  }\n": types.DebriefRecipientsDocument,
    "\n  mutation SendDebriefs($projectId: ID!, $productIds: [ID!]) {\n    sendDebriefs(projectId: $projectId, productIds: $productIds) {\n      id\n      name\n      winner\n      lastSentAt\n    }\n  }\n": types.SendDebriefsDocument,
    "\n  query ProjectTemplateOptions($pagination: PageInput, $filter: ProjectTemplateFilter) {\n    projectTemplates(pagination: $pagination, filter: $filter) {\n      results {\n        id\n        name\n        company {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ProjectTemplateOptionsDocument,
    "\n  query ProjectDashboard($id: ID!) {\n    projectDashboard(id: $id) {\n      questions {\n        approved\n        rejected\n        unapproved\n        total\n      }\n      answers {\n        rated\n        unrated\n      }\n      participation {\n        status\n        count\n      }\n      faq {\n        total\n        unanswered\n      }\n      scoring {\n        ratedPercent\n        products {\n          id\n          name\n          score\n          accepted\n          winner\n          submitted\n        }\n      }\n    }\n  }\n": types.ProjectDashboardDocument,
    "\n  mutation SelectWinners($projectId: ID!, $productIds: [ID!]!) {\n    selectWinners(projectId: $projectId, productIds: $productIds) {\n      id\n      status\n      version\n      updatedAt\n    }\n  }\n": types.SelectWinnersDocument,
    "\n  query ScoringChoiceProducts($projectId: ID!) {\n    projectProducts(projectId: $projectId) {\n      id\n      productName\n      participationStatus\n      answersSubmittedAt\n      answersSubmitDeadline\n      vendor {\n        id\n        name\n      }\n    }\n  }\n": types.ScoringChoiceProductsDocument,
    "\n  mutation ChooseScoringProducts($projectId: ID!, $products: [ProductSubmissionInput!]!) {\n    submitProductAnswers(projectId: $projectId, products: $products)\n  }\n": types.ChooseScoringProductsDocument,
    "\n  query OutstandingAnswers($id: ID!) {\n    project(id: $id) {\n      id\n      outstandingAnswers {\n        productId\n        name\n        deadline\n      }\n    }\n  }\n": types.OutstandingAnswersDocument,
    "\n  fragment AnswersSealFields on AnswersSeal {\n    sealed\n    opensAt\n    unsealedAt\n    approvals {\n      userName\n      reason\n      createdAt\n    }\n  }\n": types.AnswersSealFieldsFragmentDoc,
    "\n  query AnswersSeal($id: ID!) {\n    project(id: $id) {\n      id\n      answersSeal {\n        ...AnswersSealFields\n      }\n    }\n  }\n": types.AnswersSealDocument,
    "\n  query BlindForViewer($id: ID!) {\n    project(id: $id) {\n      id\n      blindForViewer\n    }\n  }\n": types.BlindForViewerDocument,
    "\n  query WinnerSensitivity($projectId: ID!) {\n    winnerSensitivity(projectId: $projectId) {\n      ranking {\n        productId\n        name\n        score\n        margin\n      }\n      sections {\n        sectionId\n        name\n        flip {\n          weightNumerator\n          weightDenominator\n          productId\n          productName\n        }\n      }\n    }\n  }\n": types.WinnerSensitivityDocument,
    "\n  mutation ApproveAnswersUnseal($projectId: ID!, $reason: String!) {\n    approveAnswersUnseal(projectId: $projectId, reason: $reason) {\n      ...AnswersSealFields\n    }\n  }\n": types.ApproveAnswersUnsealDocument,
    "\n  fragment ConflictsOfInterestFields on ConflictsOfInterest {\n    projectId\n    enabled\n    isProjectOwner\n    pendingCount\n    hiddenCount\n    suppliers {\n      id\n      name\n      state\n    }\n    declarations {\n      id\n      userId\n      userName\n      supplierId\n      supplierName\n      hasConflict\n      description\n      createdAt\n      sameDomain\n      mayLetIn\n    }\n    admissions {\n      id\n      userName\n      supplierName\n      admittedByName\n      reason\n      createdAt\n    }\n  }\n": types.ConflictsOfInterestFieldsFragmentDoc,
    "\n  query ConflictsOfInterest($projectId: ID!) {\n    conflictsOfInterest(projectId: $projectId) {\n      ...ConflictsOfInterestFields\n    }\n  }\n": types.ConflictsOfInterestDocument,
    "\n  mutation DeclareConflicts($projectId: ID!, $declarations: [ConflictDeclarationInput!]!) {\n    declareConflicts(projectId: $projectId, declarations: $declarations) {\n      ...ConflictsOfInterestFields\n    }\n  }\n": types.DeclareConflictsDocument,
    "\n  mutation AdmitConflictedEvaluator($projectId: ID!, $userId: ID!, $projectProductId: ID!, $reason: String!) {\n    admitConflictedEvaluator(projectId: $projectId, userId: $userId, projectProductId: $projectProductId, reason: $reason) {\n      ...ConflictsOfInterestFields\n    }\n  }\n": types.AdmitConflictedEvaluatorDocument,
    "\n  fragment IntegritySettingsFields on IntegritySettings {\n    sealedAnswers\n    conflictDeclarations\n    blindScoring\n    consensus\n    winnerSensitivity\n    disagreementThreshold\n  }\n": types.IntegritySettingsFieldsFragmentDoc,
    "\n  fragment ProjectFields on Project {\n    id\n    name\n    intro\n    description\n    type\n    status\n    version\n    role\n    scoringAvailable\n    calibrationAvailable\n    serviceTypes {\n      id\n      label\n    }\n    projectServiceTypes {\n      id\n      label\n    }\n    client {\n      id\n      name\n    }\n    hideClientInfo\n    brokerageContacts {\n      user {\n        id\n        name\n        email\n      }\n      phoneNumber\n      email\n    }\n    productOwners {\n      id\n      name\n      email\n    }\n    domainExperts {\n      id\n      name\n      email\n    }\n    viewers {\n      id\n      name\n      email\n    }\n    frequency\n    locationOriginated\n    liveCount\n    targetNumberRespondents\n    publishDate\n    submissionDeadline\n    questionsClarificationDeadline\n    questionsSubmissionDeadline\n    plannedDecisionDate\n    moreInformation {\n      key\n      value\n    }\n    files {\n      id\n      filename\n      url\n      description\n    }\n    settings {\n      answersMaxLength\n      scoringType\n      enableBranches\n      enableExperts\n      enableExtendedAnswersDeadline\n      integrity {\n        ...IntegritySettingsFields\n      }\n    }\n    origin\n    baseProject {\n      id\n      name\n      type\n    }\n    createdAt\n    updatedAt\n  }\n": types.ProjectFieldsFragmentDoc,
    "\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n": types.ProjectDocument,
    "\n  query Projects($pagination: PageInput, $filter: ProjectFilter) {\n    projects(pagination: $pagination, filter: $filter) {\n      total\n      results {\n        id\n        name\n        type\n        status\n        role\n        createdAt\n        client {\n          id\n          name\n        }\n        projectServiceTypes {\n          id\n          label\n        }\n        productOwners {\n          id\n          name\n        }\n        brokerageFirm\n        isNew\n        publishDate\n        plannedDecisionDate\n      }\n    }\n  }\n": types.ProjectsDocument,
    "\n  query ProjectFilters {\n    projectFilters {\n      projectServiceTypes {\n        id\n        label\n      }\n      clients {\n        id\n        name\n      }\n    }\n  }\n": types.ProjectFiltersDocument,
    "\n  query SupplierServiceTypeOptions($pagination: PageInput) {\n    supplierServiceTypes(pagination: $pagination) {\n      results {\n        id\n        label\n      }\n    }\n  }\n": types.SupplierServiceTypeOptionsDocument,
    "\n  query ProjectServiceTypeOptions($pagination: PageInput) {\n    projectServiceTypes(pagination: $pagination) {\n      results {\n        id\n        label\n      }\n    }\n  }\n": types.ProjectServiceTypeOptionsDocument,
    "\n  query ClientOptions($pagination: PageInput) {\n    clients(pagination: $pagination) {\n      results {\n        id\n        name\n      }\n    }\n  }\n": types.ClientOptionsDocument,
    "\n  query CompanyProjectFeatures {\n    profile {\n      id\n      company {\n        id\n        features {\n          enableExperts\n          answersMaxLength\n          integrity {\n            ...IntegritySettingsFields\n          }\n        }\n      }\n    }\n  }\n": types.CompanyProjectFeaturesDocument,
    "\n  query ProjectUsers($role: ProjectMemberRole!) {\n    projectUsers(role: $role) {\n      id\n      name\n      email\n    }\n  }\n": types.ProjectUsersDocument,
    "\n  query ProjectStatusIssues($id: ID!, $status: ProjectStatus!) {\n    projectStatusIssues(id: $id, status: $status) {\n      messageId\n      count\n    }\n  }\n": types.ProjectStatusIssuesDocument,
    "\n  mutation UpdateProject($id: ID!, $version: Int!, $input: ProjectInput!) {\n    updateProject(id: $id, version: $version, input: $input) {\n      ...ProjectFields\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  mutation UpdateProjectStatus($id: ID!, $status: ProjectStatus!) {\n    updateProjectStatus(id: $id, status: $status) {\n      id\n      status\n      version\n      updatedAt\n    }\n  }\n": types.UpdateProjectStatusDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": types.DeleteProjectDocument,
    "\n  mutation UpdateProjectSettings(\n    $id: ID!\n    $answersMaxLength: Int\n    $targetNumberRespondents: Int\n    $integrity: IntegritySettingsInput\n  ) {\n    updateProjectSettings(\n      id: $id\n      answersMaxLength: $answersMaxLength\n      targetNumberRespondents: $targetNumberRespondents\n      integrity: $integrity\n    ) {\n      id\n      version\n      targetNumberRespondents\n      settings {\n        answersMaxLength\n        integrity {\n          ...IntegritySettingsFields\n        }\n      }\n    }\n  }\n": types.UpdateProjectSettingsDocument,
    "\n  query ProjectRecipients($id: ID!) {\n    projectRecipients(id: $id) {\n      userId\n      name\n      email\n      role\n    }\n  }\n": types.ProjectRecipientsDocument,
    "\n  mutation SendProjectStatusEmail($id: ID!, $emails: [String!]!) {\n    sendProjectStatusEmail(id: $id, emails: $emails)\n  }\n": types.SendProjectStatusEmailDocument,
    "\n  query ProjectSupplierCount($id: ID!) {\n    project(id: $id) {\n      id\n      supplierCount\n    }\n  }\n": types.ProjectSupplierCountDocument,
    "\n  mutation CreateWizardProject($input: ProjectInput!, $copy: ProjectCopyInput) {\n    createProject(input: $input, copy: $copy) {\n      id\n    }\n  }\n": types.CreateWizardProjectDocument,
    "\n  query WizardQuestionImport($id: ID!) {\n    questionImport(id: $id) {\n      id\n      name\n      status\n      sectionCount\n      questionCount\n    }\n  }\n": types.WizardQuestionImportDocument,
    "\n  fragment QuestionDefinitionFields on QuestionDefinition {\n    type\n    label\n    helperText\n    placeholder\n    view\n    multiple\n    otherOption\n    prefix\n    suffix\n    enableNumberFormatting\n    yesAnswerText\n    noAnswerText\n    rules {\n      min\n      max\n      maxLength\n      pattern\n    }\n    options {\n      id\n      label\n      clarificationQuestion\n    }\n    file {\n      maxSize\n      mimeTypes\n      multiple\n    }\n    attachments {\n      id\n      filename\n    }\n  }\n": types.QuestionDefinitionFieldsFragmentDoc,
    "\n  fragment QuestionnaireUser on ProjectUser {\n    id\n    name\n    email\n  }\n": types.QuestionnaireUserFragmentDoc,
    "\n  fragment ProjectQuestionFields on ProjectQuestion {\n    id\n    sectionId\n    position\n    sourceQuestionId\n    weight\n    status\n    rejectReason\n    isPrivate\n    duplicate\n    version\n    owner {\n      ...QuestionnaireUser\n    }\n    approver {\n      ...QuestionnaireUser\n    }\n    permissions {\n      approve\n      reject\n      unapprove\n      edit\n      delete\n      extract\n      editWeight\n    }\n    question {\n      ...QuestionDefinitionFields\n    }\n  }\n": types.ProjectQuestionFieldsFragmentDoc,
    "\n  fragment ProjectSectionFields on ProjectSection {\n    id\n    projectId\n    position\n    name\n    description\n    ownerDeadline\n    isReadonly\n    aiSearchId\n    version\n    owner {\n      ...QuestionnaireUser\n    }\n    approver {\n      ...QuestionnaireUser\n    }\n    permissions {\n      edit\n      delete\n      addQuestion\n      addFromLibrary\n      copy\n      approveAll\n      unapproveAll\n    }\n    questions {\n      ...ProjectQuestionFields\n    }\n  }\n": types.ProjectSectionFieldsFragmentDoc,
    "\n  query ProjectQuestionnaire($projectId: ID!) {\n    projectQuestionnaire(projectId: $projectId) {\n      id\n      permissions {\n        addSection\n      }\n      sections {\n        ...ProjectSectionFields\n      }\n    }\n  }\n": types.ProjectQuestionnaireDocument,
    "\n  mutation CreateProjectSection($projectId: ID!, $input: ProjectSectionInput!) {\n    createProjectSection(projectId: $projectId, input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n": types.CreateProjectSectionDocument,
    "\n  mutation UpdateProjectSection($id: ID!, $version: Int!, $input: ProjectSectionInput!) {\n    updateProjectSection(id: $id, version: $version, input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n": types.UpdateProjectSectionDocument,
    "\n  mutation DeleteProjectSection($id: ID!) {\n    deleteProjectSection(id: $id) {\n      id\n      sections {\n        id\n      }\n    }\n  }\n": types.DeleteProjectSectionDocument,
    "\n  mutation MoveProjectSection($id: ID!, $position: Int!) {\n    moveProjectSection(id: $id, position: $position) {\n      id\n      sections {\n        id\n        position\n      }\n    }\n  }\n": types.MoveProjectSectionDocument,
    "\n  mutation CreateProjectQuestion($sectionId: ID!, $input: ProjectQuestionInput!) {\n    createProjectQuestion(sectionId: $sectionId, input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n": types.CreateProjectQuestionDocument,
    "\n  mutation UpdateProjectQuestion($id: ID!, $version: Int!, $input: ProjectQuestionInput!) {\n    updateProjectQuestion(id: $id, version: $version, input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n": types.UpdateProjectQuestionDocument,
    "\n  mutation DeleteProjectQuestion($id: ID!) {\n    deleteProjectQuestion(id: $id) {\n      ...ProjectSectionFields\n    }\n  }\n": types.DeleteProjectQuestionDocument,
    "\n  mutation MoveProjectQuestion($id: ID!, $sectionId: ID!, $position: Int!) {\n    moveProjectQuestion(id: $id, sectionId: $sectionId, position: $position) {\n      ...ProjectSectionFields\n    }\n  }\n": types.MoveProjectQuestionDocument,
    "\n  mutation ApproveProjectQuestion($id: ID!, $version: Int!) {\n    approveProjectQuestion(id: $id, version: $version) {\n      ...ProjectSectionFields\n    }\n  }\n": types.ApproveProjectQuestionDocument,
    "\n  mutation ExtractProjectQuestion($id: ID!, $version: Int!) {\n    extractProjectQuestion(id: $id, version: $version) {\n      ...ProjectSectionFields\n    }\n  }\n": types.ExtractProjectQuestionDocument,
    "\n  mutation RejectProjectQuestion($id: ID!, $version: Int!, $reason: String!) {\n    rejectProjectQuestion(id: $id, version: $version, reason: $reason) {\n      ...ProjectSectionFields\n    }\n  }\n": types.RejectProjectQuestionDocument,
    "\n  mutation UnapproveProjectQuestion($id: ID!, $version: Int!) {\n    unapproveProjectQuestion(id: $id, version: $version) {\n      ...ProjectSectionFields\n    }\n  }\n": types.UnapproveProjectQuestionDocument,
    "\n  mutation ApproveAllProjectQuestions($sectionId: ID!) {\n    approveAllProjectQuestions(sectionId: $sectionId) {\n      message\n      section {\n        ...ProjectSectionFields\n      }\n    }\n  }\n": types.ApproveAllProjectQuestionsDocument,
    "\n  mutation UnapproveAllProjectQuestions($sectionId: ID!) {\n    unapproveAllProjectQuestions(sectionId: $sectionId) {\n      message\n      section {\n        ...ProjectSectionFields\n      }\n    }\n  }\n": types.UnapproveAllProjectQuestionsDocument,
    "\n  query CopyTargetSections($projectId: ID!) {\n    projectQuestionnaire(projectId: $projectId) {\n      id\n      sections {\n        id\n        name\n        permissions {\n          addQuestion\n        }\n      }\n    }\n  }\n": types.CopyTargetSectionsDocument,
    "\n  mutation CopyProjectSection($input: SectionCopyInput!) {\n    copyProjectSection(input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n": types.CopyProjectSectionDocument,
    "\n  query ReportChoices($projectId: ID!, $branchId: ID) {\n    reportChoices(projectId: $projectId, branchId: $branchId) {\n      scoringType\n      hasClientTables\n      products {\n        id\n        name\n      }\n    }\n  }\n": types.ReportChoicesDocument,
    "\n  fragment ReportFields on Report {\n    id\n    status\n    format\n    fileName\n    url\n  }\n": types.ReportFieldsFragmentDoc,
    "\n  mutation GenerateProjectReport($input: GenerateProjectReportInput!) {\n    generateProjectReport(input: $input) {\n      ...ReportFields\n    }\n  }\n": types.GenerateProjectReportDocument,
    "\n  mutation GenerateClientTablesReport($projectId: ID!) {\n    generateClientTablesReport(projectId: $projectId, format: PDF) {\n      ...ReportFields\n    }\n  }\n": types.GenerateClientTablesReportDocument,
    "\n  mutation GenerateProcedureReport($projectId: ID!) {\n    generateProcedureReport(projectId: $projectId) {\n      ...ReportFields\n    }\n  }\n": types.GenerateProcedureReportDocument,
    "\n  query Report($id: ID!) {\n    report(id: $id) {\n      ...ReportFields\n    }\n  }\n": types.ReportDocument,
    "\n  mutation DecideScoringQuestion($input: DecideScoringQuestionInput!) {\n    decideScoringQuestion(input: $input) {\n      questionId\n      status\n      rejectReason\n    }\n  }\n": types.DecideScoringQuestionDocument,
    "\n  query Scoring($projectId: ID!, $branchId: ID) {\n    scoring(projectId: $projectId, branchId: $branchId) {\n      projectId\n      branchId\n      scoringType\n      open\n      ratedAnswers\n      totalAnswers\n      completeness\n      blind\n      products {\n        productId: id\n        name\n        score\n        winner\n      }\n      sections {\n        sectionId: id\n        name\n        questions {\n          questionId: id\n          status\n          weight\n          mayApprove\n          mayRate\n          maySetWeight\n          mayKeepNotes\n          definition {\n            ...QuestionDefinitionFields\n          }\n        }\n      }\n      grid\n      consensus {\n        questionId\n        productId\n        rating\n        reason\n      }\n    }\n  }\n": types.ScoringDocument,
    "\n  mutation SetRating($input: SetRatingInput!) {\n    setRating(input: $input) {\n      productId\n      questionId\n      rating\n    }\n  }\n": types.SetRatingDocument,
    "\n  mutation SetWeight($input: SetWeightInput!) {\n    setWeight(input: $input) {\n      questionId\n      weight\n    }\n  }\n": types.SetWeightDocument,
    "\n  mutation SetNotes($input: SetNotesInput!) {\n    setNotes(input: $input) {\n      productId\n      questionId\n      notes\n      updatedAt\n    }\n  }\n": types.SetNotesDocument,
    "\n  query SupplierProject($id: ID!, $hash: String) {\n    supplierProject(id: $id, hash: $hash) {\n      id\n      name\n      type\n      status\n      intro\n      description\n      publishDate\n      submissionDeadline\n      questionsClarificationDeadline\n      questionsSubmissionDeadline\n      plannedDecisionDate\n      brokerageFirm\n      signedIn\n      products {\n        id\n        productId\n        productName\n        vendorName\n        participationStatus\n        winner\n        feedback\n        debrief {\n          id\n          sentAt\n          winner\n          sections {\n            name\n            yours\n            winning\n          }\n          totalYours\n          totalWinning\n          notes\n        }\n      }\n      sections {\n        id\n        name\n        description\n        questions {\n          id\n          label\n          helperText\n          type\n          multiple\n        }\n      }\n    }\n  }\n": types.SupplierProjectDocument,
    "\n  mutation AcceptProjectInvitation($projectId: ID!, $productId: ID!, $hash: String, $ownProductId: ID) {\n    acceptProjectInvitation(projectId: $projectId, productId: $productId, hash: $hash, ownProductId: $ownProductId) {\n      id\n      productId\n      participationStatus\n    }\n  }\n": types.AcceptProjectInvitationDocument,
    "\n  query OwnProducts {\n    companyProfile {\n      id\n      products {\n        id\n        name\n      }\n    }\n  }\n": types.OwnProductsDocument,
    "\n  mutation DeclineProjectInvitation($projectId: ID!, $productId: ID!, $hash: String) {\n    declineProjectInvitation(projectId: $projectId, productId: $productId, hash: $hash) {\n      id\n      participationStatus\n    }\n  }\n": types.DeclineProjectInvitationDocument,
    "\n  mutation InviteProjectSuppliersByFile($projectId: ID!, $fileId: ID!) {\n    inviteProjectSuppliersByFile(projectId: $projectId, fileId: $fileId) {\n      invited\n      rejected {\n        row\n        column\n        reason\n      }\n    }\n  }\n": types.InviteProjectSuppliersByFileDocument,
    "\n  fragment VendorRegistrationProfileFields on VendorRegistrationProfile {\n    id\n    companyName\n    website\n    contactName\n    email\n    phone\n    industry\n    registrationStep\n    invitationProjectId\n    products {\n      id\n      name\n      description\n      serviceTypes {\n        id\n        label\n      }\n    }\n    serviceTypeOptions {\n      id\n      label\n    }\n  }\n": types.VendorRegistrationProfileFieldsFragmentDoc,
    "\n  query CompanyProfile {\n    companyProfile {\n      ...VendorRegistrationProfileFields\n    }\n  }\n": types.CompanyProfileDocument,
    "\n  query VendorProfile($id: ID!) {\n    vendorProfile(id: $id) {\n      ...VendorRegistrationProfileFields\n    }\n  }\n": types.VendorProfileDocument,
    "\n  mutation CreateCompanyProfile($input: CompanyProfileInput!) {\n    createCompanyProfile(input: $input) {\n      ...VendorRegistrationProfileFields\n    }\n  }\n": types.CreateCompanyProfileDocument,
    "\n  mutation SubmitVendorProfile($id: ID!) {\n    submitVendorProfile(id: $id) {\n      ...VendorRegistrationProfileFields\n    }\n  }\n": types.SubmitVendorProfileDocument,
    "\n  query VendorDirectory($projectId: ID!, $filter: VendorDirectoryFilter) {\n    vendorDirectory(projectId: $projectId, filter: $filter) {\n      id\n      name\n      vendorName\n      industry\n      isAdded\n      projectProductId\n      status\n      relatedLinks\n      serviceTypes {\n        id\n        label\n      }\n    }\n  }\n": types.VendorDirectoryDocument,
    "\n  query VendorIndustries {\n    vendorIndustries\n  }\n": types.VendorIndustriesDocument,
    "\n  query ProjectProducts($projectId: ID!, $filter: ProjectProductFilter) {\n    projectProducts(projectId: $projectId, filter: $filter) {\n      id\n      productId\n      name\n      email\n      purpose\n      participationStatus\n      displayStatus\n      relatedLinks\n      lacksServiceTypes\n      answersSubmittedAt\n      answersSubmittedBy\n      answersSubmitDeadline\n      notes\n      shareNotes\n      vendor {\n        id\n        name\n        industry\n      }\n    }\n  }\n": types.ProjectProductsDocument,
    "\n  mutation AddProjectSuppliers($projectId: ID!, $products: [SupplierProductInput!]!) {\n    addProjectSuppliers(projectId: $projectId, products: $products)\n  }\n": types.AddProjectSuppliersDocument,
    "\n  mutation DeleteProjectSuppliers($projectId: ID!, $products: [SupplierProductInput!]!) {\n    deleteProjectSuppliers(projectId: $projectId, products: $products)\n  }\n": types.DeleteProjectSuppliersDocument,
    "\n  mutation BlockProjectSuppliers(\n    $projectId: ID!\n    $products: [SupplierProductInput!]!\n    $candidates: [SupplierProductInput!]\n  ) {\n    blockProjectSuppliers(projectId: $projectId, products: $products, candidates: $candidates)\n  }\n": types.BlockProjectSuppliersDocument,
    "\n  mutation UnblockProjectSuppliers($projectId: ID!, $products: [SupplierProductInput!]!) {\n    unblockProjectSuppliers(projectId: $projectId, products: $products)\n  }\n": types.UnblockProjectSuppliersDocument,
    "\n  mutation InviteProjectSuppliersByEmail($projectId: ID!, $products: [InvitedProductInput!]!) {\n    inviteProjectSuppliersByEmail(projectId: $projectId, products: $products)\n  }\n": types.InviteProjectSuppliersByEmailDocument,
    "\n  mutation ResendProjectSupplierInvites($projectId: ID!, $products: [SupplierProductInput!]!) {\n    resendProjectSupplierInvites(projectId: $projectId, products: $products)\n  }\n": types.ResendProjectSupplierInvitesDocument,
    "\n  mutation SetProductNotes($input: ProductNotesInput!) {\n    setProductNotes(input: $input)\n  }\n": types.SetProductNotesDocument,
    "\n  query TasksCount {\n    tasksCount {\n      results {\n        type\n        count\n      }\n    }\n  }\n": types.TasksCountDocument,
    "\n  query Tasks($page: PageInput, $filter: TaskFilterInput) {\n    tasks(page: $page, filter: $filter) {\n      total\n      results {\n        type\n        status\n        createdAt\n        project {\n          id\n          name\n        }\n        questions {\n          id\n          answers {\n            product {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.TasksDocument,
    "\n  query Task($projectId: ID!, $type: TaskType!) {\n    task(projectId: $projectId, type: $type) {\n      type\n      status\n      project {\n        id\n        name\n      }\n      branchId\n      scoringType\n      questions {\n        id\n        version\n        status\n        section {\n          id\n          name\n        }\n        question {\n          ...QuestionDefinitionFields\n        }\n        answers {\n          product {\n            id\n            name\n          }\n          answer {\n            ...ProductAnswerFields\n          }\n        }\n      }\n    }\n  }\n": types.TaskDocument,
    "\n  mutation ApproveTaskQuestion($id: ID!, $version: Int!) {\n    approveProjectQuestion(id: $id, version: $version) {\n      id\n    }\n  }\n": types.ApproveTaskQuestionDocument,
    "\n  mutation RejectTaskQuestion($id: ID!, $version: Int!, $reason: String!) {\n    rejectProjectQuestion(id: $id, version: $version, reason: $reason) {\n      id\n    }\n  }\n": types.RejectTaskQuestionDocument,
    "\n  mutation SetTaskRating($input: SetRatingInput!) {\n    setRating(input: $input) {\n      productId\n      questionId\n      rating\n    }\n  }\n": types.SetTaskRatingDocument,
    "\n  fragment ProjectTemplateFields on ProjectTemplate {\n    id\n    name\n    status\n    version\n    draftProjectId\n    settings {\n      enableExperts\n      scoringType\n    }\n    sectionCount\n    createdAt\n    updatedAt\n    company {\n      id\n      name\n    }\n    createdBy {\n      name\n    }\n    serviceTypes {\n      id\n      label\n    }\n    permissions {\n      edit\n      changeStatus\n      returnToDraft\n      submit\n      publish\n      delete\n      openQuestions\n    }\n  }\n": types.ProjectTemplateFieldsFragmentDoc,
    "\n  query ProjectTemplates($pagination: PageInput, $filter: ProjectTemplateFilter) {\n    projectTemplates(pagination: $pagination, filter: $filter) {\n      total\n      results {\n        ...ProjectTemplateFields\n      }\n    }\n  }\n": types.ProjectTemplatesDocument,
    "\n  query ProjectTemplate($id: ID!) {\n    projectTemplate(id: $id) {\n      ...ProjectTemplateFields\n    }\n  }\n": types.ProjectTemplateDocument,
    "\n  query TemplateServiceTypes {\n    projectTemplateServiceTypes {\n      id\n      label\n    }\n  }\n": types.TemplateServiceTypesDocument,
    "\n  mutation CreateProjectTemplate($input: ProjectTemplateInput!) {\n    createProjectTemplate(input: $input) {\n      ...ProjectTemplateFields\n    }\n  }\n": types.CreateProjectTemplateDocument,
    "\n  mutation UpdateProjectTemplate($id: ID!, $version: Int!, $input: ProjectTemplateInput!) {\n    updateProjectTemplate(id: $id, version: $version, input: $input) {\n      ...ProjectTemplateFields\n    }\n  }\n": types.UpdateProjectTemplateDocument,
    "\n  mutation DeleteProjectTemplate($id: ID!) {\n    deleteProjectTemplate(id: $id)\n  }\n": types.DeleteProjectTemplateDocument,
    "\n  mutation ChangeProjectTemplateStatus($id: ID!, $status: TemplateStatus!) {\n    changeProjectTemplateStatus(id: $id, status: $status) {\n      ...ProjectTemplateFields\n    }\n  }\n": types.ChangeProjectTemplateStatusDocument,
    "\n  query TemplateQuestionnaire($projectId: ID!) {\n    projectQuestionnaire(projectId: $projectId) {\n      id\n      sections {\n        id\n        name\n        description\n        questions {\n          id\n          question {\n            type\n            label\n            helperText\n          }\n        }\n      }\n    }\n  }\n": types.TemplateQuestionnaireDocument,
    "\n  query UsersViewer {\n    profile {\n      id\n      type\n      actingOnBehalf\n      company {\n        id\n        name\n        features {\n          enableExperts\n        }\n      }\n    }\n  }\n": types.UsersViewerDocument,
    "\n  query CompanyOptions($pagination: PageInput) {\n    companies(pagination: $pagination) {\n      results {\n        id\n        name\n        settings {\n          enableExperts\n        }\n      }\n    }\n  }\n": types.CompanyOptionsDocument,
    "\n  query Roles($pagination: PageInput, $companyId: ID) {\n    roles(pagination: $pagination, companyId: $companyId) {\n      total\n      results {\n        id\n        name\n        isSystem\n        isDefault\n        privileges\n        createdAt\n        updatedAt\n        company {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.RolesDocument,
    "\n  mutation CreateRole($name: String, $isDefault: Boolean, $companyId: ID, $privileges: [Privilege!]) {\n    createRole(name: $name, isDefault: $isDefault, companyId: $companyId, privileges: $privileges) {\n      id\n    }\n  }\n": types.CreateRoleDocument,
    "\n  mutation UpdateRole($id: ID!, $name: String, $isDefault: Boolean, $privileges: [Privilege!]) {\n    updateRole(id: $id, name: $name, isDefault: $isDefault, privileges: $privileges) {\n      id\n      name\n      isDefault\n      privileges\n      updatedAt\n    }\n  }\n": types.UpdateRoleDocument,
    "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id)\n  }\n": types.DeleteRoleDocument,
    "\n  query Users($pagination: PageInput, $roles: [ID!]) {\n    users(pagination: $pagination, roles: $roles) {\n      total\n      results {\n        id\n        name\n        email\n        type\n        status\n        createdAt\n        role {\n          id\n          name\n        }\n        company {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  mutation InviteUser($email: String, $firstName: String, $lastName: String, $companyId: ID, $roleId: ID) {\n    inviteUser(email: $email, firstName: $firstName, lastName: $lastName, companyId: $companyId, roleId: $roleId) {\n      id\n    }\n  }\n": types.InviteUserDocument,
    "\n  mutation UpdateUser($id: ID!, $roleId: ID) {\n    updateUser(id: $id, roleId: $roleId) {\n      id\n      role {\n        id\n        name\n      }\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  query Session {\n    config {\n      supportEmail\n      salesEmail\n      termsVersion\n      recaptchaSiteKey\n    }\n    profile {\n      id\n      email\n      type\n      status\n      name\n      firstName\n      lastName\n      phoneNumber\n      avatar {\n        url\n      }\n      role {\n        id\n        name\n      }\n      canChangePassword\n      termsAndConditionsVersion\n      contrastMode\n      projectStatusUpdate {\n        enabled\n      }\n      newNotification {\n        enabled\n      }\n      newFaqQuestion {\n        enabled\n      }\n      privileges\n      actingOnBehalf\n      company {\n        id\n        name\n        kind\n        features {\n          scoringType\n          enableClientTables\n          enableExperts\n        }\n      }\n    }\n  }\n": types.SessionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTerms($version: String!) {\n    acceptTermsAndConditions(version: $version) {\n      id\n      termsAndConditionsVersion\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptTerms($version: String!) {\n    acceptTermsAndConditions(version: $version) {\n      id\n      termsAndConditionsVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($oldPassword: String!, $password: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($oldPassword: String!, $password: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileSettings(\n    $phoneNumber: String\n    $contrastMode: Boolean!\n    $projectStatusUpdate: Boolean!\n    $newNotification: Boolean!\n    $newFaqQuestion: Boolean!\n  ) {\n    updateProfileSettings(\n      phoneNumber: $phoneNumber\n      contrastMode: $contrastMode\n      projectStatusUpdate: $projectStatusUpdate\n      newNotification: $newNotification\n      newFaqQuestion: $newFaqQuestion\n    ) {\n      id\n      phoneNumber\n      contrastMode\n      projectStatusUpdate {\n        enabled\n      }\n      newNotification {\n        enabled\n      }\n      newFaqQuestion {\n        enabled\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfileSettings(\n    $phoneNumber: String\n    $contrastMode: Boolean!\n    $projectStatusUpdate: Boolean!\n    $newNotification: Boolean!\n    $newFaqQuestion: Boolean!\n  ) {\n    updateProfileSettings(\n      phoneNumber: $phoneNumber\n      contrastMode: $contrastMode\n      projectStatusUpdate: $projectStatusUpdate\n      newNotification: $newNotification\n      newFaqQuestion: $newFaqQuestion\n    ) {\n      id\n      phoneNumber\n      contrastMode\n      projectStatusUpdate {\n        enabled\n      }\n      newNotification {\n        enabled\n      }\n      newFaqQuestion {\n        enabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClients($pagination: PageInput) {\n    clients(pagination: $pagination) {\n      total\n      results {\n        id\n        name\n        description\n        website\n        location\n        employeeSize\n        createdAt\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminClients($pagination: PageInput) {\n    clients(pagination: $pagination) {\n      total\n      results {\n        id\n        name\n        description\n        website\n        location\n        employeeSize\n        createdAt\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClient($id: ID!, $input: ClientInput!) {\n    updateClient(id: $id, input: $input) {\n      id\n      name\n      description\n      website\n      location\n      employeeSize\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClient($id: ID!, $input: ClientInput!) {\n    updateClient(id: $id, input: $input) {\n      id\n      name\n      description\n      website\n      location\n      employeeSize\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteClient($id: ID!) {\n    deleteClient(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteClient($id: ID!) {\n    deleteClient(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCompanies($pagination: PageInput) {\n    companies(pagination: $pagination) {\n      total\n      results {\n        id\n        name\n        kind\n        createdAt\n        updatedAt\n        terminatedAt\n        subscription {\n          status\n          cancelAtPeriodEnd\n          plan {\n            id\n            name\n          }\n        }\n        settings {\n          scoringType\n          answersMaxLength\n          enableExperts\n          enableBranches\n          enableExtendedAnswersDeadline\n          enableClientTables\n          enableAuthOnBehalf\n          approvedLabel\n          integrity {\n            ...IntegritySettingsFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCompanies($pagination: PageInput) {\n    companies(pagination: $pagination) {\n      total\n      results {\n        id\n        name\n        kind\n        createdAt\n        updatedAt\n        terminatedAt\n        subscription {\n          status\n          cancelAtPeriodEnd\n          plan {\n            id\n            name\n          }\n        }\n        settings {\n          scoringType\n          answersMaxLength\n          enableExperts\n          enableBranches\n          enableExtendedAnswersDeadline\n          enableClientTables\n          enableAuthOnBehalf\n          approvedLabel\n          integrity {\n            ...IntegritySettingsFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompanySettings($id: ID!, $name: String!, $settings: CompanySettingsInput!) {\n    updateCompanySettings(id: $id, name: $name, settings: $settings) {\n      id\n      name\n      updatedAt\n      settings {\n        scoringType\n        answersMaxLength\n        enableExperts\n        enableBranches\n        enableExtendedAnswersDeadline\n        enableClientTables\n        enableAuthOnBehalf\n        approvedLabel\n        integrity {\n          ...IntegritySettingsFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompanySettings($id: ID!, $name: String!, $settings: CompanySettingsInput!) {\n    updateCompanySettings(id: $id, name: $name, settings: $settings) {\n      id\n      name\n      updatedAt\n      settings {\n        scoringType\n        answersMaxLength\n        enableExperts\n        enableBranches\n        enableExtendedAnswersDeadline\n        enableClientTables\n        enableAuthOnBehalf\n        approvedLabel\n        integrity {\n          ...IntegritySettingsFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TerminateCompany($id: ID!) {\n    terminateCompany(id: $id)\n  }\n"): (typeof documents)["\n  mutation TerminateCompany($id: ID!) {\n    terminateCompany(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminViewer {\n    profile {\n      id\n      type\n      actingOnBehalf\n      company {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminViewer {\n    profile {\n      id\n      type\n      actingOnBehalf\n      company {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnBehalfCompanies($pageSize: Int!) {\n    companies(\n      pagination: { page: 1, pageSize: $pageSize, sort: { field: \"name\", direction: ASC } }\n      filter: { enableAuthOnBehalf: true }\n    ) {\n      results {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query OnBehalfCompanies($pageSize: Int!) {\n    companies(\n      pagination: { page: 1, pageSize: $pageSize, sort: { field: \"name\", direction: ASC } }\n      filter: { enableAuthOnBehalf: true }\n    ) {\n      results {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProjectServiceTypes($pagination: PageInput) {\n    projectServiceTypes(pagination: $pagination) {\n      total\n      results {\n        id\n        label\n        description\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProjectServiceTypes($pagination: PageInput) {\n    projectServiceTypes(pagination: $pagination) {\n      total\n      results {\n        id\n        label\n        description\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProjectServiceType($input: ProjectServiceTypeInput!) {\n    createProjectServiceType(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProjectServiceType($input: ProjectServiceTypeInput!) {\n    createProjectServiceType(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProjectServiceType($id: ID!, $input: ProjectServiceTypeInput!) {\n    updateProjectServiceType(id: $id, input: $input) {\n      id\n      label\n      description\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProjectServiceType($id: ID!, $input: ProjectServiceTypeInput!) {\n    updateProjectServiceType(id: $id, input: $input) {\n      id\n      label\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProjectServiceType($id: ID!) {\n    deleteProjectServiceType(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProjectServiceType($id: ID!) {\n    deleteProjectServiceType(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSupplierServiceTypes($pagination: PageInput) {\n    supplierServiceTypes(pagination: $pagination) {\n      total\n      results {\n        id\n        label\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSupplierServiceTypes($pagination: PageInput) {\n    supplierServiceTypes(pagination: $pagination) {\n      total\n      results {\n        id\n        label\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSupplierServiceType($input: SupplierServiceTypeInput!) {\n    createSupplierServiceType(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSupplierServiceType($input: SupplierServiceTypeInput!) {\n    createSupplierServiceType(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSupplierServiceType($id: ID!, $input: SupplierServiceTypeInput!) {\n    updateSupplierServiceType(id: $id, input: $input) {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSupplierServiceType($id: ID!, $input: SupplierServiceTypeInput!) {\n    updateSupplierServiceType(id: $id, input: $input) {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSupplierServiceType($id: ID!) {\n    deleteSupplierServiceType(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSupplierServiceType($id: ID!) {\n    deleteSupplierServiceType(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RetentionSettings {\n    retentionSettings {\n      projectMonths\n      accountMonths\n      analyticsMonths\n      auditMonths\n    }\n  }\n"): (typeof documents)["\n  query RetentionSettings {\n    retentionSettings {\n      projectMonths\n      accountMonths\n      analyticsMonths\n      auditMonths\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRetentionSettings($input: RetentionSettingsInput!) {\n    updateRetentionSettings(input: $input) {\n      projectMonths\n      accountMonths\n      analyticsMonths\n      auditMonths\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRetentionSettings($input: RetentionSettingsInput!) {\n    updateRetentionSettings(input: $input) {\n      projectMonths\n      accountMonths\n      analyticsMonths\n      auditMonths\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RetentionDryRun {\n    retentionDryRun {\n      group\n      description\n      cutoff\n      count\n      rows {\n        id\n        type\n        label\n        date\n      }\n    }\n  }\n"): (typeof documents)["\n  query RetentionDryRun {\n    retentionDryRun {\n      group\n      description\n      cutoff\n      count\n      rows {\n        id\n        type\n        label\n        date\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyRetention {\n    applyRetention {\n      projects\n      accounts\n      analytics\n      audit\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyRetention {\n    applyRetention {\n      projects\n      accounts\n      analytics\n      audit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSuppliers($pagination: PageInput) {\n    adminSuppliers(pagination: $pagination) {\n      total\n      results {\n        id\n        companyName\n        contactName\n        email\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSuppliers($pagination: PageInput) {\n    adminSuppliers(pagination: $pagination) {\n      total\n      results {\n        id\n        companyName\n        contactName\n        email\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AiSearchFields on AiSearch {\n    id\n    type\n    status\n    keyword\n    createdAt\n    finishedAt\n    products {\n      id\n      name\n      email\n      contactName\n      industry\n      purpose\n      relatedLinks\n      isAdded\n      status\n      projectProductId\n    }\n    clientTables {\n      id\n      name\n      data\n      source\n    }\n    sectionIds\n  }\n"): (typeof documents)["\n  fragment AiSearchFields on AiSearch {\n    id\n    type\n    status\n    keyword\n    createdAt\n    finishedAt\n    products {\n      id\n      name\n      email\n      contactName\n      industry\n      purpose\n      relatedLinks\n      isAdded\n      status\n      projectProductId\n    }\n    clientTables {\n      id\n      name\n      data\n      source\n    }\n    sectionIds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiSearch($projectId: ID!, $type: SearchKind!) {\n    aiSearch(projectId: $projectId, type: $type) {\n      ...AiSearchFields\n    }\n    project(id: $projectId) {\n      id\n      aiAllowances {\n        type\n        used\n        max\n        remaining\n      }\n    }\n  }\n"): (typeof documents)["\n  query AiSearch($projectId: ID!, $type: SearchKind!) {\n    aiSearch(projectId: $projectId, type: $type) {\n      ...AiSearchFields\n    }\n    project(id: $projectId) {\n      id\n      aiAllowances {\n        type\n        used\n        max\n        remaining\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartAiSearch($projectId: ID!, $type: SearchKind!, $keyword: String!) {\n    startAiSearch(projectId: $projectId, type: $type, keyword: $keyword) {\n      ...AiSearchFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartAiSearch($projectId: ID!, $type: SearchKind!, $keyword: String!) {\n    startAiSearch(projectId: $projectId, type: $type, keyword: $keyword) {\n      ...AiSearchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAiSearch($projectId: ID!, $type: SearchKind!) {\n    cancelAiSearch(projectId: $projectId, type: $type)\n  }\n"): (typeof documents)["\n  mutation CancelAiSearch($projectId: ID!, $type: SearchKind!) {\n    cancelAiSearch(projectId: $projectId, type: $type)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductAnswerFields on ProductAnswer {\n    id\n    questionId\n    value\n    secondaryValue\n    notApplicable\n    notApplicableDescription\n    isDraft\n    status\n    requestNote\n    answeredAt\n  }\n"): (typeof documents)["\n  fragment ProductAnswerFields on ProductAnswer {\n    id\n    questionId\n    value\n    secondaryValue\n    notApplicable\n    notApplicableDescription\n    isDraft\n    status\n    requestNote\n    answeredAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductAnswers($projectId: ID!, $productId: ID!) {\n    productAnswers(projectId: $projectId, productId: $productId) {\n      projectId\n      productId\n      name\n      answersSubmittedAt\n      answersSubmitDeadline\n      requestsOffered\n      sections {\n        sectionId: id\n        name\n        description\n        questions {\n          questionId: id\n          mayRequestUpdate\n          definition {\n            ...QuestionDefinitionFields\n          }\n          answer {\n            ...ProductAnswerFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductAnswers($projectId: ID!, $productId: ID!) {\n    productAnswers(projectId: $projectId, productId: $productId) {\n      projectId\n      productId\n      name\n      answersSubmittedAt\n      answersSubmitDeadline\n      requestsOffered\n      sections {\n        sectionId: id\n        name\n        description\n        questions {\n          questionId: id\n          mayRequestUpdate\n          definition {\n            ...QuestionDefinitionFields\n          }\n          answer {\n            ...ProductAnswerFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAnswerUpdate($input: AnswerUpdateRequestInput!) {\n    requestAnswerUpdate(input: $input) {\n      ...ProductAnswerFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAnswerUpdate($input: AnswerUpdateRequestInput!) {\n    requestAnswerUpdate(input: $input) {\n      ...ProductAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestProductAnswers($projectId: ID!, $products: [ProductReminderInput!]!) {\n    requestProductAnswers(projectId: $projectId, products: $products)\n  }\n"): (typeof documents)["\n  mutation RequestProductAnswers($projectId: ID!, $products: [ProductReminderInput!]!) {\n    requestProductAnswers(projectId: $projectId, products: $products)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitProductAnswers($projectId: ID!, $products: [ProductSubmissionInput!]!) {\n    submitProductAnswers(projectId: $projectId, products: $products)\n  }\n"): (typeof documents)["\n  mutation SubmitProductAnswers($projectId: ID!, $products: [ProductSubmissionInput!]!) {\n    submitProductAnswers(projectId: $projectId, products: $products)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParseProjectAnswers($projectId: ID!, $productId: ID!, $fileId: ID!) {\n    parseProjectAnswers(projectId: $projectId, productId: $productId, fileId: $fileId) {\n      id\n      name\n      questions {\n        id\n        sectionId\n        label\n        row\n        changed\n        problem\n        baseVersion\n        answer {\n          value\n          secondaryValue\n          notApplicable\n          notApplicableDescription\n          isDraft\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParseProjectAnswers($projectId: ID!, $productId: ID!, $fileId: ID!) {\n    parseProjectAnswers(projectId: $projectId, productId: $productId, fileId: $fileId) {\n      id\n      name\n      questions {\n        id\n        sectionId\n        label\n        row\n        changed\n        problem\n        baseVersion\n        answer {\n          value\n          secondaryValue\n          notApplicable\n          notApplicableDescription\n          isDraft\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyAnswers($projectId: ID!, $productId: ID!, $answers: [AppliedAnswerInput!]!) {\n    applyAnswers(projectId: $projectId, productId: $productId, answers: $answers) {\n      id\n      applied\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyAnswers($projectId: ID!, $productId: ID!, $answers: [AppliedAnswerInput!]!) {\n    applyAnswers(projectId: $projectId, productId: $productId, answers: $answers) {\n      id\n      applied\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorReport($projectId: ID!, $productId: ID!) {\n    vendorReport(projectId: $projectId, productId: $productId, format: XLSX)\n  }\n"): (typeof documents)["\n  query VendorReport($projectId: ID!, $productId: ID!) {\n    vendorReport(projectId: $projectId, productId: $productId, format: XLSX)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupplierAnswerFields on SupplierAnswer {\n    id\n    questionId\n    value\n    secondaryValue\n    notApplicable\n    notApplicableDescription\n    isDraft\n    status\n    requestNote\n    answeredAt\n    version\n  }\n"): (typeof documents)["\n  fragment SupplierAnswerFields on SupplierAnswer {\n    id\n    questionId\n    value\n    secondaryValue\n    notApplicable\n    notApplicableDescription\n    isDraft\n    status\n    requestNote\n    answeredAt\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestionnaireSectionFields on QuestionnaireSection {\n    sectionId: id\n    name\n    description\n    questions {\n      questionId: id\n      mayChange\n      definition\n      answer {\n        ...SupplierAnswerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment QuestionnaireSectionFields on QuestionnaireSection {\n    sectionId: id\n    name\n    description\n    questions {\n      questionId: id\n      mayChange\n      definition\n      answer {\n        ...SupplierAnswerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupplierQuestionnaire($projectId: ID!, $productId: ID!, $hash: String) {\n    supplierQuestionnaire(projectId: $projectId, productId: $productId, hash: $hash) {\n      projectId\n      projectName\n      projectType\n      projectStatus\n      answersMaxLength\n      submissionDeadline\n      questionsSubmissionDeadline\n      mayAnswer\n      maySubmit\n      mayImport\n      questionsReadOnly\n      requestedCount\n      product {\n        id\n        productName\n        vendorName\n        participationStatus\n        answersSubmittedAt\n        answersSubmittedBy\n        answersSubmitDeadline\n      }\n      sections {\n        ...QuestionnaireSectionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupplierQuestionnaire($projectId: ID!, $productId: ID!, $hash: String) {\n    supplierQuestionnaire(projectId: $projectId, productId: $productId, hash: $hash) {\n      projectId\n      projectName\n      projectType\n      projectStatus\n      answersMaxLength\n      submissionDeadline\n      questionsSubmissionDeadline\n      mayAnswer\n      maySubmit\n      mayImport\n      questionsReadOnly\n      requestedCount\n      product {\n        id\n        productName\n        vendorName\n        participationStatus\n        answersSubmittedAt\n        answersSubmittedBy\n        answersSubmitDeadline\n      }\n      sections {\n        ...QuestionnaireSectionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAnswer($input: SaveAnswerInput!) {\n    saveAnswer(input: $input) {\n      questionId\n      conflict\n      answer {\n        ...SupplierAnswerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAnswer($input: SaveAnswerInput!) {\n    saveAnswer(input: $input) {\n      questionId\n      conflict\n      answer {\n        ...SupplierAnswerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkSectionNotApplicable($projectId: ID!, $productId: ID!, $sectionId: ID!, $description: String) {\n    markSectionNotApplicable(\n      projectId: $projectId\n      productId: $productId\n      sectionId: $sectionId\n      description: $description\n    ) {\n      ...SupplierAnswerFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkSectionNotApplicable($projectId: ID!, $productId: ID!, $sectionId: ID!, $description: String) {\n    markSectionNotApplicable(\n      projectId: $projectId\n      productId: $productId\n      sectionId: $sectionId\n      description: $description\n    ) {\n      ...SupplierAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitAnswers($projectId: ID!, $productId: ID!) {\n    submitAnswers(projectId: $projectId, productId: $productId)\n  }\n"): (typeof documents)["\n  mutation SubmitAnswers($projectId: ID!, $productId: ID!) {\n    submitAnswers(projectId: $projectId, productId: $productId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewQuestionnaire($projectId: ID!) {\n    previewQuestionnaire(projectId: $projectId) {\n      ...QuestionnaireSectionFields\n    }\n  }\n"): (typeof documents)["\n  query PreviewQuestionnaire($projectId: ID!) {\n    previewQuestionnaire(projectId: $projectId) {\n      ...QuestionnaireSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubmissionReceipts($projectId: ID!, $productId: ID!) {\n    submissionReceipts(projectId: $projectId, productId: $productId) {\n      id\n      code\n      digest\n      submittedAt\n      verifyPath\n    }\n  }\n"): (typeof documents)["\n  query SubmissionReceipts($projectId: ID!, $productId: ID!) {\n    submissionReceipts(projectId: $projectId, productId: $productId) {\n      id\n      code\n      digest\n      submittedAt\n      verifyPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyReceipt($receiptId: String!, $digest: String!) {\n    verifyReceipt(receiptId: $receiptId, digest: $digest) {\n      verdict\n      message\n    }\n  }\n"): (typeof documents)["\n  query VerifyReceipt($receiptId: String!, $digest: String!) {\n    verifyReceipt(receiptId: $receiptId, digest: $digest) {\n      verdict\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PreviousAnswerFields on PreviousAnswer {\n    questionId\n    projectId\n    projectName\n    definition {\n      ...QuestionDefinitionFields\n    }\n    answer {\n      ...SupplierAnswerFields\n    }\n  }\n"): (typeof documents)["\n  fragment PreviousAnswerFields on PreviousAnswer {\n    questionId\n    projectId\n    projectName\n    definition {\n      ...QuestionDefinitionFields\n    }\n    answer {\n      ...SupplierAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SimilarQuestions($projectId: ID!, $productId: ID!, $questionId: ID!) {\n    relatedAnswers(projectId: $projectId, productId: $productId, questionId: $questionId) {\n      projectId\n      projectName\n      sectionName\n      similarity\n      definition {\n        ...QuestionDefinitionFields\n      }\n      answer {\n        ...SupplierAnswerFields\n      }\n    }\n    previousAnswers(projectId: $projectId, productId: $productId, questionId: $questionId) {\n      ...PreviousAnswerFields\n    }\n  }\n"): (typeof documents)["\n  query SimilarQuestions($projectId: ID!, $productId: ID!, $questionId: ID!) {\n    relatedAnswers(projectId: $projectId, productId: $productId, questionId: $questionId) {\n      projectId\n      projectName\n      sectionName\n      similarity\n      definition {\n        ...QuestionDefinitionFields\n      }\n      answer {\n        ...SupplierAnswerFields\n      }\n    }\n    previousAnswers(projectId: $projectId, productId: $productId, questionId: $questionId) {\n      ...PreviousAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionnairePreviousAnswers($projectId: ID!, $productId: ID!) {\n    previousAnswers(projectId: $projectId, productId: $productId) {\n      ...PreviousAnswerFields\n    }\n  }\n"): (typeof documents)["\n  query QuestionnairePreviousAnswers($projectId: ID!, $productId: ID!) {\n    previousAnswers(projectId: $projectId, productId: $productId) {\n      ...PreviousAnswerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditEntries($filter: AuditFilter, $pagination: PageInput) {\n    auditEntries(filter: $filter, pagination: $pagination) {\n      total\n      results {\n        id\n        createdAt\n        companyName\n        actorEmail\n        onBehalf\n        actorCompanyName\n        kindLabel\n        projectName\n        targetLabel\n        change\n        address\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditEntries($filter: AuditFilter, $pagination: PageInput) {\n    auditEntries(filter: $filter, pagination: $pagination) {\n      total\n      results {\n        id\n        createdAt\n        companyName\n        actorEmail\n        onBehalf\n        actorCompanyName\n        kindLabel\n        projectName\n        targetLabel\n        change\n        address\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditChoices($companyId: ID, $projectId: ID) {\n    auditChoices(companyId: $companyId, projectId: $projectId) {\n      people {\n        id\n        email\n      }\n      projects {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditChoices($companyId: ID, $projectId: ID) {\n    auditChoices(companyId: $companyId, projectId: $projectId) {\n      people {\n        id\n        email\n      }\n      projects {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditCompanies($pagination: PageInput) {\n    companies(pagination: $pagination) {\n      results {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditCompanies($pagination: PageInput) {\n    companies(pagination: $pagination) {\n      results {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckAuditTrail {\n    checkAuditTrail {\n      intact\n      checked\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CheckAuditTrail {\n    checkAuditTrail {\n      intact\n      checked\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingConfig {\n    config {\n      billing {\n        cardPayments\n      }\n    }\n  }\n"): (typeof documents)["\n  query BillingConfig {\n    config {\n      billing {\n        cardPayments\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PricingProducts($pagination: PageInput, $filter: PricingProductFilter) {\n    pricingProducts(pagination: $pagination, filter: $filter) {\n      total\n      results {\n        id\n        name\n        description\n        status\n        metadata {\n          isPopular\n          buttonText\n          buttonVariant\n          isFree\n        }\n        prices {\n          id\n          unitAmount\n          active\n          recurring {\n            interval\n          }\n        }\n        marketingFeatures {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PricingProducts($pagination: PageInput, $filter: PricingProductFilter) {\n    pricingProducts(pagination: $pagination, filter: $filter) {\n      total\n      results {\n        id\n        name\n        description\n        status\n        metadata {\n          isPopular\n          buttonText\n          buttonVariant\n          isFree\n        }\n        prices {\n          id\n          unitAmount\n          active\n          recurring {\n            interval\n          }\n        }\n        marketingFeatures {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationAllowance {\n    invitationAllowance {\n      active\n      current\n      max\n      remaining\n    }\n  }\n"): (typeof documents)["\n  query InvitationAllowance {\n    invitationAllowance {\n      active\n      current\n      max\n      remaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignPlan($companyId: ID!, $planId: ID!) {\n    assignPlan(companyId: $companyId, planId: $planId) {\n      status\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      plan {\n        id\n        name\n        isFree\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssignPlan($companyId: ID!, $planId: ID!) {\n    assignPlan(companyId: $companyId, planId: $planId) {\n      status\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      plan {\n        id\n        name\n        isFree\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BranchFields on Branch {\n    id\n    projectId\n    scoringType\n    version\n    isCreator\n    createdBy {\n      id\n      name\n    }\n    members {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment BranchFields on Branch {\n    id\n    projectId\n    scoringType\n    version\n    isCreator\n    createdBy {\n      id\n      name\n    }\n    members {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Branches($projectId: ID!) {\n    branches(projectId: $projectId) {\n      ...BranchFields\n    }\n  }\n"): (typeof documents)["\n  query Branches($projectId: ID!) {\n    branches(projectId: $projectId) {\n      ...BranchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BranchMemberOptions($projectId: ID!) {\n    branchMemberOptions(projectId: $projectId) {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query BranchMemberOptions($projectId: ID!) {\n    branchMemberOptions(projectId: $projectId) {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBranch($input: CreateBranchInput!) {\n    createBranch(input: $input) {\n      ...BranchFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBranch($input: CreateBranchInput!) {\n    createBranch(input: $input) {\n      ...BranchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBranch($input: UpdateBranchInput!) {\n    updateBranch(input: $input) {\n      ...BranchFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBranch($input: UpdateBranchInput!) {\n    updateBranch(input: $input) {\n      ...BranchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBranch($id: ID!) {\n    deleteBranch(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBranch($id: ID!) {\n    deleteBranch(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeBranchAccess($id: ID!) {\n    revokeBranchAccess(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeBranchAccess($id: ID!) {\n    revokeBranchAccess(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Calibration($projectId: ID!) {\n    calibration(projectId: $projectId) {\n      projectId\n      threshold\n      scoringType\n      open\n      items {\n        answerId\n        questionId\n        questionLabel\n        sectionName\n        productId\n        productName\n        spread\n        flagged\n        originals {\n          branchId\n          scopeName\n          raterName\n          rating\n        }\n        consensus {\n          id\n          rating\n          reason\n          decidedByName\n          createdAt\n        }\n        history {\n          id\n          rating\n          reason\n          decidedByName\n          createdAt\n        }\n      }\n      evaluators {\n        userId\n        name\n        ratings\n        compared\n        meanDifference\n      }\n    }\n  }\n"): (typeof documents)["\n  query Calibration($projectId: ID!) {\n    calibration(projectId: $projectId) {\n      projectId\n      threshold\n      scoringType\n      open\n      items {\n        answerId\n        questionId\n        questionLabel\n        sectionName\n        productId\n        productName\n        spread\n        flagged\n        originals {\n          branchId\n          scopeName\n          raterName\n          rating\n        }\n        consensus {\n          id\n          rating\n          reason\n          decidedByName\n          createdAt\n        }\n        history {\n          id\n          rating\n          reason\n          decidedByName\n          createdAt\n        }\n      }\n      evaluators {\n        userId\n        name\n        ratings\n        compared\n        meanDifference\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordConsensus($projectId: ID!, $answerId: ID!, $rating: Int!, $reason: String!) {\n    recordConsensus(projectId: $projectId, answerId: $answerId, rating: $rating, reason: $reason) {\n      id\n      answerId\n      rating\n      reason\n      decidedByName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation RecordConsensus($projectId: ID!, $answerId: ID!, $rating: Int!, $reason: String!) {\n    recordConsensus(projectId: $projectId, answerId: $answerId, rating: $rating, reason: $reason) {\n      id\n      answerId\n      rating\n      reason\n      decidedByName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientTableFields on ClientTable {\n    id\n    name\n    visibleToVendor\n    data\n    version\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ClientTableFields on ClientTable {\n    id\n    name\n    visibleToVendor\n    data\n    version\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientDiscoveryFields on ClientDiscovery {\n    id\n    name\n    status\n    clientTablesStatus\n    clientTablesDeadline\n    clientTables {\n      ...ClientTableFields\n    }\n    clientMembers {\n      id\n      email\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment ClientDiscoveryFields on ClientDiscovery {\n    id\n    name\n    status\n    clientTablesStatus\n    clientTablesDeadline\n    clientTables {\n      ...ClientTableFields\n    }\n    clientMembers {\n      id\n      email\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientDiscovery($projectId: ID!) {\n    clientDiscovery(projectId: $projectId) {\n      ...ClientDiscoveryFields\n    }\n  }\n"): (typeof documents)["\n  query ClientDiscovery($projectId: ID!) {\n    clientDiscovery(projectId: $projectId) {\n      ...ClientDiscoveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientTableCopySources($projectId: ID!) {\n    clientTableCopySources(projectId: $projectId) {\n      id\n      name\n      tables {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientTableCopySources($projectId: ID!) {\n    clientTableCopySources(projectId: $projectId) {\n      id\n      name\n      tables {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClientTable($projectId: ID!, $input: ClientTableInput!) {\n    createClientTable(projectId: $projectId, input: $input) {\n      ...ClientTableFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateClientTable($projectId: ID!, $input: ClientTableInput!) {\n    createClientTable(projectId: $projectId, input: $input) {\n      ...ClientTableFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClientTable($projectId: ID!, $id: ID!, $version: Int!, $input: ClientTableInput!) {\n    updateClientTable(projectId: $projectId, id: $id, version: $version, input: $input) {\n      ...ClientTableFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClientTable($projectId: ID!, $id: ID!, $version: Int!, $input: ClientTableInput!) {\n    updateClientTable(projectId: $projectId, id: $id, version: $version, input: $input) {\n      ...ClientTableFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteClientTable($projectId: ID!, $id: ID!) {\n    deleteClientTable(projectId: $projectId, id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteClientTable($projectId: ID!, $id: ID!) {\n    deleteClientTable(projectId: $projectId, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyClientTable($projectId: ID!, $sourceProjectId: ID, $sourceTableId: ID) {\n    copyClientTable(projectId: $projectId, sourceProjectId: $sourceProjectId, sourceTableId: $sourceTableId) {\n      ...ClientTableFields\n    }\n  }\n"): (typeof documents)["\n  mutation CopyClientTable($projectId: ID!, $sourceProjectId: ID, $sourceTableId: ID) {\n    copyClientTable(projectId: $projectId, sourceProjectId: $sourceProjectId, sourceTableId: $sourceTableId) {\n      ...ClientTableFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClientTablesLockStatus($projectId: ID!, $status: ClientTablesStatus!) {\n    setClientTablesLockStatus(projectId: $projectId, status: $status) {\n      ...ClientDiscoveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetClientTablesLockStatus($projectId: ID!, $status: ClientTablesStatus!) {\n    setClientTablesLockStatus(projectId: $projectId, status: $status) {\n      ...ClientDiscoveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClientMembers($projectId: ID!, $members: [ClientMemberInput!]!, $deadline: DateTime) {\n    updateClientMembers(projectId: $projectId, members: $members, deadline: $deadline) {\n      ...ClientDiscoveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClientMembers($projectId: ID!, $members: [ClientMemberInput!]!, $deadline: DateTime) {\n    updateClientMembers(projectId: $projectId, members: $members, deadline: $deadline) {\n      ...ClientDiscoveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendClientMemberInvite($projectId: ID!, $memberId: ID!) {\n    resendClientMemberInvite(projectId: $projectId, memberId: $memberId)\n  }\n"): (typeof documents)["\n  mutation ResendClientMemberInvite($projectId: ID!, $memberId: ID!) {\n    resendClientMemberInvite(projectId: $projectId, memberId: $memberId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientProjectFields on ClientProject {\n    id\n    name\n    type\n    status\n    brokerageFirm\n    clientTablesStatus\n    clientTablesDeadline\n    locked\n    editProblem\n    clientTables {\n      ...ClientTableFields\n    }\n  }\n"): (typeof documents)["\n  fragment ClientProjectFields on ClientProject {\n    id\n    name\n    type\n    status\n    brokerageFirm\n    clientTablesStatus\n    clientTablesDeadline\n    locked\n    editProblem\n    clientTables {\n      ...ClientTableFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientProject($id: ID!) {\n    clientProject(id: $id) {\n      ...ClientProjectFields\n    }\n  }\n"): (typeof documents)["\n  query ClientProject($id: ID!) {\n    clientProject(id: $id) {\n      ...ClientProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FillClientTable($projectId: ID!, $id: ID!, $version: Int!, $data: JSON!) {\n    fillClientTable(projectId: $projectId, id: $id, version: $version, data: $data) {\n      ...ClientTableFields\n    }\n  }\n"): (typeof documents)["\n  mutation FillClientTable($projectId: ID!, $id: ID!, $version: Int!, $data: JSON!) {\n    fillClientTable(projectId: $projectId, id: $id, version: $version, data: $data) {\n      ...ClientTableFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitClientTableData($projectId: ID!) {\n    submitClientTableData(projectId: $projectId) {\n      ...ClientProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitClientTableData($projectId: ID!) {\n    submitClientTableData(projectId: $projectId) {\n      ...ClientProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorClientTables($projectId: ID!, $hash: String) {\n    vendorClientTables(projectId: $projectId, hash: $hash) {\n      id\n      name\n      data\n    }\n  }\n"): (typeof documents)["\n  query VendorClientTables($projectId: ID!, $hash: String) {\n    vendorClientTables(projectId: $projectId, hash: $hash) {\n      id\n      name\n      data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSuggestedClientTable($projectId: ID!, $suggestionId: ID!) {\n    addSuggestedClientTable(projectId: $projectId, suggestionId: $suggestionId) {\n      ...ClientTableFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddSuggestedClientTable($projectId: ID!, $suggestionId: ID!) {\n    addSuggestedClientTable(projectId: $projectId, suggestionId: $suggestionId) {\n      ...ClientTableFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Comparisons($filter: ComparisonFilter!, $pagination: PageInput) {\n    comparisons(filter: $filter, pagination: $pagination) {\n      total\n      page\n      pageSize\n      results {\n        id\n        name\n        isPrivate\n        createdAt\n        createdBy\n        mayEdit\n        products {\n          id\n          name\n          vendorName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Comparisons($filter: ComparisonFilter!, $pagination: PageInput) {\n    comparisons(filter: $filter, pagination: $pagination) {\n      total\n      page\n      pageSize\n      results {\n        id\n        name\n        isPrivate\n        createdAt\n        createdBy\n        mayEdit\n        products {\n          id\n          name\n          vendorName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Comparison($projectId: ID!, $id: ID!, $branchId: ID) {\n    comparison(projectId: $projectId, id: $id, branchId: $branchId) {\n      id\n      name\n      description\n      isPrivate\n      showNotes\n      productIds\n      questionIds\n    }\n  }\n"): (typeof documents)["\n  query Comparison($projectId: ID!, $id: ID!, $branchId: ID) {\n    comparison(projectId: $projectId, id: $id, branchId: $branchId) {\n      id\n      name\n      description\n      isPrivate\n      showNotes\n      productIds\n      questionIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComparisonChoices($projectId: ID!, $branchId: ID) {\n    comparisonChoices(projectId: $projectId, branchId: $branchId) {\n      products {\n        id\n        name\n        vendorName\n      }\n      sections {\n        id\n        name\n        questions {\n          id\n          label\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComparisonChoices($projectId: ID!, $branchId: ID) {\n    comparisonChoices(projectId: $projectId, branchId: $branchId) {\n      products {\n        id\n        name\n        vendorName\n      }\n      sections {\n        id\n        name\n        questions {\n          id\n          label\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComparisonGrid($projectId: ID!, $id: ID!, $branchId: ID) {\n    comparisonGrid(projectId: $projectId, id: $id, branchId: $branchId) {\n      comparison {\n        id\n        name\n        description\n        showNotes\n        mayEdit\n      }\n      projectId\n      branchId\n      scoringType\n      blind\n      products {\n        productId: id\n        name\n        score\n      }\n      sections {\n        sectionId: id\n        name\n        questions {\n          questionId: id\n          weight\n          definition {\n            ...QuestionDefinitionFields\n          }\n        }\n      }\n      grid\n    }\n  }\n"): (typeof documents)["\n  query ComparisonGrid($projectId: ID!, $id: ID!, $branchId: ID) {\n    comparisonGrid(projectId: $projectId, id: $id, branchId: $branchId) {\n      comparison {\n        id\n        name\n        description\n        showNotes\n        mayEdit\n      }\n      projectId\n      branchId\n      scoringType\n      blind\n      products {\n        productId: id\n        name\n        score\n      }\n      sections {\n        sectionId: id\n        name\n        questions {\n          questionId: id\n          weight\n          definition {\n            ...QuestionDefinitionFields\n          }\n        }\n      }\n      grid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateComparison($input: CreateComparisonInput!) {\n    createComparison(input: $input)\n  }\n"): (typeof documents)["\n  mutation CreateComparison($input: CreateComparisonInput!) {\n    createComparison(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateComparison($input: UpdateComparisonInput!) {\n    updateComparison(input: $input)\n  }\n"): (typeof documents)["\n  mutation UpdateComparison($input: UpdateComparisonInput!) {\n    updateComparison(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComparison($projectId: ID!, $id: ID!, $branchId: ID) {\n    deleteComparison(projectId: $projectId, id: $id, branchId: $branchId)\n  }\n"): (typeof documents)["\n  mutation DeleteComparison($projectId: ID!, $id: ID!, $branchId: ID) {\n    deleteComparison(projectId: $projectId, id: $id, branchId: $branchId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactSubmissions($pagination: PageInput) {\n    contactSubmissions(pagination: $pagination) {\n      total\n      results {\n        id\n        kind\n        firstName\n        lastName\n        email\n        company\n        jobTitle\n        companySize\n        phone\n        message\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactSubmissions($pagination: PageInput) {\n    contactSubmissions(pagination: $pagination) {\n      total\n      results {\n        id\n        kind\n        firstName\n        lastName\n        email\n        company\n        jobTitle\n        companySize\n        phone\n        message\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaqAsking($projectId: ID!, $hash: String) {\n    projectFaq(projectId: $projectId, hash: $hash) {\n      projectId\n      mayAsk\n    }\n  }\n"): (typeof documents)["\n  query FaqAsking($projectId: ID!, $hash: String) {\n    projectFaq(projectId: $projectId, hash: $hash) {\n      projectId\n      mayAsk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FaqItemFields on FaqItem {\n    id\n    parentId\n    text\n    status\n    rejectReason\n    isPublic\n    version\n    createdAt\n    companyName\n    isAddedByMe\n    isAddedByBroker\n    isAssignedToMe\n    tags\n    question {\n      id\n      label\n    }\n    section {\n      id\n      name\n    }\n    abilities {\n      reply\n      publish\n      reject\n      edit\n      clarify\n    }\n  }\n"): (typeof documents)["\n  fragment FaqItemFields on FaqItem {\n    id\n    parentId\n    text\n    status\n    rejectReason\n    isPublic\n    version\n    createdAt\n    companyName\n    isAddedByMe\n    isAddedByBroker\n    isAssignedToMe\n    tags\n    question {\n      id\n      label\n    }\n    section {\n      id\n      name\n    }\n    abilities {\n      reply\n      publish\n      reject\n      edit\n      clarify\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectFaq($projectId: ID!, $hash: String) {\n    projectFaq(projectId: $projectId, hash: $hash) {\n      projectId\n      projectName\n      projectStatus\n      mayAsk\n      items {\n        ...FaqItemFields\n        answers {\n          ...FaqItemFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectFaq($projectId: ID!, $hash: String) {\n    projectFaq(projectId: $projectId, hash: $hash) {\n      projectId\n      projectName\n      projectStatus\n      mayAsk\n      items {\n        ...FaqItemFields\n        answers {\n          ...FaqItemFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFaqItem($input: CreateFaqItemInput!) {\n    createFaqItem(input: $input) {\n      ...FaqItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFaqItem($input: CreateFaqItemInput!) {\n    createFaqItem(input: $input) {\n      ...FaqItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFaqItem($projectId: ID!, $id: ID!, $text: String!, $version: Int) {\n    updateFaqItem(projectId: $projectId, id: $id, text: $text, version: $version) {\n      ...FaqItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFaqItem($projectId: ID!, $id: ID!, $text: String!, $version: Int) {\n    updateFaqItem(projectId: $projectId, id: $id, text: $text, version: $version) {\n      ...FaqItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishFaqItem($projectId: ID!, $id: ID!, $makePublic: Boolean!, $reply: String) {\n    publishFaqItem(projectId: $projectId, id: $id, makePublic: $makePublic, reply: $reply) {\n      ...FaqItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishFaqItem($projectId: ID!, $id: ID!, $makePublic: Boolean!, $reply: String) {\n    publishFaqItem(projectId: $projectId, id: $id, makePublic: $makePublic, reply: $reply) {\n      ...FaqItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectFaqItem($projectId: ID!, $id: ID!, $reason: String!) {\n    rejectFaqItem(projectId: $projectId, id: $id, reason: $reason) {\n      ...FaqItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation RejectFaqItem($projectId: ID!, $id: ID!, $reason: String!) {\n    rejectFaqItem(projectId: $projectId, id: $id, reason: $reason) {\n      ...FaqItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFeedback($title: String!, $message: String!, $pathname: String) {\n    sendFeedback(title: $title, message: $message, pathname: $pathname)\n  }\n"): (typeof documents)["\n  mutation SendFeedback($title: String!, $message: String!, $pathname: String) {\n    sendFeedback(title: $title, message: $message, pathname: $pathname)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectDeadlines($from: DateTime!, $to: DateTime!) {\n    projectDeadlines(from: $from, to: $to) {\n      projectId\n      projectName\n      projectType\n      deadlines {\n        kind\n        date\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectDeadlines($from: DateTime!, $to: DateTime!) {\n    projectDeadlines(from: $from, to: $to) {\n      projectId\n      projectName\n      projectType\n      deadlines {\n        kind\n        date\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestionImportFields on QuestionImport {\n    id\n    name\n    status\n    progress\n    uploadedAt\n    draftProjectId\n    sectionCount\n    questionCount\n    skippedRows {\n      sheet\n      row\n      reason\n    }\n    error\n  }\n"): (typeof documents)["\n  fragment QuestionImportFields on QuestionImport {\n    id\n    name\n    status\n    progress\n    uploadedAt\n    draftProjectId\n    sectionCount\n    questionCount\n    skippedRows {\n      sheet\n      row\n      reason\n    }\n    error\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionImports($pagination: PageInput) {\n    questionImports(pagination: $pagination) {\n      total\n      results {\n        id\n        name\n        uploadedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuestionImports($pagination: PageInput) {\n    questionImports(pagination: $pagination) {\n      total\n      results {\n        id\n        name\n        uploadedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionImport($id: ID!) {\n    questionImport(id: $id) {\n      ...QuestionImportFields\n    }\n  }\n"): (typeof documents)["\n  query QuestionImport($id: ID!) {\n    questionImport(id: $id) {\n      ...QuestionImportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ParseImportedProject($fileId: ID!) {\n    parseImportedProject(fileId: $fileId) {\n      ...QuestionImportFields\n    }\n  }\n"): (typeof documents)["\n  mutation ParseImportedProject($fileId: ID!) {\n    parseImportedProject(fileId: $fileId) {\n      ...QuestionImportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteQuestionImport($id: ID!) {\n    deleteQuestionImport(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteQuestionImport($id: ID!) {\n    deleteQuestionImport(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTemplateFromImport($input: ImportedTemplateInput!) {\n    createTemplateFromImport(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTemplateFromImport($input: ImportedTemplateInput!) {\n    createTemplateFromImport(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyDraftSectionsToLibrary($draftProjectId: ID!, $sections: [DraftSectionCopyInput!]!) {\n    copyDraftSectionsToLibrary(draftProjectId: $draftProjectId, sections: $sections)\n  }\n"): (typeof documents)["\n  mutation CopyDraftSectionsToLibrary($draftProjectId: ID!, $sections: [DraftSectionCopyInput!]!) {\n    copyDraftSectionsToLibrary(draftProjectId: $draftProjectId, sections: $sections)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportTemplateServiceTypes {\n    projectTemplateServiceTypes {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  query ImportTemplateServiceTypes {\n    projectTemplateServiceTypes {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LibraryQuestionFields on LibraryQuestion {\n    id\n    version\n    isPublic\n    isExternal\n    isOwn\n    readonlyReason\n    createdAt\n    createdBy {\n      id\n      name\n    }\n    tags {\n      id\n      label\n      isPublic\n    }\n    permissions {\n      edit\n      makePublic\n      delete\n    }\n    question {\n      ...QuestionDefinitionFields\n    }\n  }\n"): (typeof documents)["\n  fragment LibraryQuestionFields on LibraryQuestion {\n    id\n    version\n    isPublic\n    isExternal\n    isOwn\n    readonlyReason\n    createdAt\n    createdBy {\n      id\n      name\n    }\n    tags {\n      id\n      label\n      isPublic\n    }\n    permissions {\n      edit\n      makePublic\n      delete\n    }\n    question {\n      ...QuestionDefinitionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryQuestions($filter: LibraryQuestionFilter, $page: Int, $pageSize: Int) {\n    libraryQuestions(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      results {\n        ...LibraryQuestionFields\n      }\n      filters {\n        types {\n          type\n          count\n        }\n        tags {\n          count\n          tag {\n            id\n            label\n            isPublic\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LibraryQuestions($filter: LibraryQuestionFilter, $page: Int, $pageSize: Int) {\n    libraryQuestions(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      results {\n        ...LibraryQuestionFields\n      }\n      filters {\n        types {\n          type\n          count\n        }\n        tags {\n          count\n          tag {\n            id\n            label\n            isPublic\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryQuestion($id: ID!) {\n    libraryQuestion(id: $id) {\n      ...LibraryQuestionFields\n    }\n  }\n"): (typeof documents)["\n  query LibraryQuestion($id: ID!) {\n    libraryQuestion(id: $id) {\n      ...LibraryQuestionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryTags($search: String) {\n    libraryTags(search: $search) {\n      id\n      label\n      isPublic\n    }\n  }\n"): (typeof documents)["\n  query LibraryTags($search: String) {\n    libraryTags(search: $search) {\n      id\n      label\n      isPublic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLibraryQuestion($input: LibraryQuestionInput!) {\n    createLibraryQuestion(input: $input) {\n      ...LibraryQuestionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLibraryQuestion($input: LibraryQuestionInput!) {\n    createLibraryQuestion(input: $input) {\n      ...LibraryQuestionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLibraryQuestion($id: ID!, $version: Int!, $input: LibraryQuestionInput!) {\n    updateLibraryQuestion(id: $id, version: $version, input: $input) {\n      ...LibraryQuestionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLibraryQuestion($id: ID!, $version: Int!, $input: LibraryQuestionInput!) {\n    updateLibraryQuestion(id: $id, version: $version, input: $input) {\n      ...LibraryQuestionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLibraryQuestions($ids: [ID!]!) {\n    deleteLibraryQuestions(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteLibraryQuestions($ids: [ID!]!) {\n    deleteLibraryQuestions(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryQuestionHistory($id: ID!) {\n    libraryQuestionHistory(id: $id) {\n      id\n      version\n      updatedAt\n      updatedBy\n      question {\n        ...QuestionDefinitionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query LibraryQuestionHistory($id: ID!) {\n    libraryQuestionHistory(id: $id) {\n      id\n      version\n      updatedAt\n      updatedBy\n      question {\n        ...QuestionDefinitionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreLibraryQuestionVersion($id: ID!, $version: Int!, $versionId: ID!) {\n    restoreLibraryQuestionVersion(id: $id, version: $version, versionId: $versionId) {\n      ...LibraryQuestionFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreLibraryQuestionVersion($id: ID!, $version: Int!, $versionId: ID!) {\n    restoreLibraryQuestionVersion(id: $id, version: $version, versionId: $versionId) {\n      ...LibraryQuestionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LibraryGroupFields on LibraryGroup {\n    id\n    name\n    description\n    parentId\n    parentPath\n    depth\n    canHaveSubgroups\n    questionCount\n  }\n"): (typeof documents)["\n  fragment LibraryGroupFields on LibraryGroup {\n    id\n    name\n    description\n    parentId\n    parentPath\n    depth\n    canHaveSubgroups\n    questionCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionGroups {\n    questionGroups {\n      ...LibraryGroupFields\n      groups {\n        ...LibraryGroupFields\n        groups {\n          ...LibraryGroupFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuestionGroups {\n    questionGroups {\n      ...LibraryGroupFields\n      groups {\n        ...LibraryGroupFields\n        groups {\n          ...LibraryGroupFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLibraryGroup($input: LibraryGroupInput!) {\n    createLibraryGroup(input: $input) {\n      ...LibraryGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLibraryGroup($input: LibraryGroupInput!) {\n    createLibraryGroup(input: $input) {\n      ...LibraryGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLibraryGroup($id: ID!, $input: LibraryGroupInput!) {\n    updateLibraryGroup(id: $id, input: $input) {\n      ...LibraryGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLibraryGroup($id: ID!, $input: LibraryGroupInput!) {\n    updateLibraryGroup(id: $id, input: $input) {\n      ...LibraryGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLibraryGroup($id: ID!) {\n    deleteLibraryGroup(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteLibraryGroup($id: ID!) {\n    deleteLibraryGroup(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkLibraryQuestions($groupId: ID!, $questionIds: [ID!]!) {\n    linkLibraryQuestionsToGroup(groupId: $groupId, questionIds: $questionIds) {\n      ...LibraryGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation LinkLibraryQuestions($groupId: ID!, $questionIds: [ID!]!) {\n    linkLibraryQuestionsToGroup(groupId: $groupId, questionIds: $questionIds) {\n      ...LibraryGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlinkLibraryQuestions($groupId: ID!, $questionIds: [ID!]!) {\n    unlinkLibraryQuestionsFromGroup(groupId: $groupId, questionIds: $questionIds) {\n      ...LibraryGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnlinkLibraryQuestions($groupId: ID!, $questionIds: [ID!]!) {\n    unlinkLibraryQuestionsFromGroup(groupId: $groupId, questionIds: $questionIds) {\n      ...LibraryGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryCopySections($projectId: ID!) {\n    projectQuestionnaire(projectId: $projectId) {\n      id\n      sections {\n        id\n        name\n        permissions {\n          addFromLibrary\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LibraryCopySections($projectId: ID!) {\n    projectQuestionnaire(projectId: $projectId) {\n      id\n      sections {\n        id\n        name\n        permissions {\n          addFromLibrary\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyLibraryQuestionsToSection($questionIds: [ID!]!, $sectionId: ID!) {\n    copyLibraryQuestionsToSection(questionIds: $questionIds, sectionId: $sectionId) {\n      id\n      projectId\n    }\n  }\n"): (typeof documents)["\n  mutation CopyLibraryQuestionsToSection($questionIds: [ID!]!, $sectionId: ID!) {\n    copyLibraryQuestionsToSection(questionIds: $questionIds, sectionId: $sectionId) {\n      id\n      projectId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyLibraryGroupToSection($groupId: ID!, $sectionId: ID!, $withSubgroups: Boolean) {\n    copyLibraryGroupToSection(groupId: $groupId, sectionId: $sectionId, withSubgroups: $withSubgroups) {\n      id\n      projectId\n    }\n  }\n"): (typeof documents)["\n  mutation CopyLibraryGroupToSection($groupId: ID!, $sectionId: ID!, $withSubgroups: Boolean) {\n    copyLibraryGroupToSection(groupId: $groupId, sectionId: $sectionId, withSubgroups: $withSubgroups) {\n      id\n      projectId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem on Notification {\n    id\n    kind\n    new\n    createdAt\n    message\n    link\n  }\n"): (typeof documents)["\n  fragment NotificationItem on Notification {\n    id\n    kind\n    new\n    createdAt\n    message\n    link\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($before: ID, $first: Int) {\n    notifications(before: $before, first: $first) {\n      total\n      unread\n      results {\n        ...NotificationItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($before: ID, $first: Int) {\n    notifications(before: $before, first: $first) {\n      total\n      unread\n      results {\n        ...NotificationItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeNotificationReadState($ids: [ID!]!, $isNew: Boolean!) {\n    changeNotificationReadState(ids: $ids, isNew: $isNew)\n  }\n"): (typeof documents)["\n  mutation ChangeNotificationReadState($ids: [ID!]!, $isNew: Boolean!) {\n    changeNotificationReadState(ids: $ids, isNew: $isNew)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationEvents {\n    notificationEvents {\n      type\n      ids\n      isNew\n      all\n      unread\n      notification {\n        ...NotificationItem\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationEvents {\n    notificationEvents {\n      type\n      ids\n      isNew\n      all\n      unread\n      notification {\n        ...NotificationItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DebriefRecipients($projectId: ID!) {\n    debriefRecipients(projectId: $projectId) {\n      id\n      name\n      winner\n      lastSentAt\n    }\n  }\n"): (typeof documents)["\n  query DebriefRecipients($projectId: ID!) {\n    debriefRecipients(projectId: $projectId) {\n      id\n      name\n      winner\n      lastSentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendDebriefs($projectId: ID!, $productIds: [ID!]) {\n    sendDebriefs(projectId: $projectId, productIds: $productIds) {\n      id\n      name\n      winner\n      lastSentAt\n    }\n  }\n"): (typeof documents)["\n  mutation SendDebriefs($projectId: ID!, $productIds: [ID!]) {\n    sendDebriefs(projectId: $projectId, productIds: $productIds) {\n      id\n      name\n      winner\n      lastSentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectTemplateOptions($pagination: PageInput, $filter: ProjectTemplateFilter) {\n    projectTemplates(pagination: $pagination, filter: $filter) {\n      results {\n        id\n        name\n        company {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectTemplateOptions($pagination: PageInput, $filter: ProjectTemplateFilter) {\n    projectTemplates(pagination: $pagination, filter: $filter) {\n      results {\n        id\n        name\n        company {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectDashboard($id: ID!) {\n    projectDashboard(id: $id) {\n      questions {\n        approved\n        rejected\n        unapproved\n        total\n      }\n      answers {\n        rated\n        unrated\n      }\n      participation {\n        status\n        count\n      }\n      faq {\n        total\n        unanswered\n      }\n      scoring {\n        ratedPercent\n        products {\n          id\n          name\n          score\n          accepted\n          winner\n          submitted\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectDashboard($id: ID!) {\n    projectDashboard(id: $id) {\n      questions {\n        approved\n        rejected\n        unapproved\n        total\n      }\n      answers {\n        rated\n        unrated\n      }\n      participation {\n        status\n        count\n      }\n      faq {\n        total\n        unanswered\n      }\n      scoring {\n        ratedPercent\n        products {\n          id\n          name\n          score\n          accepted\n          winner\n          submitted\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectWinners($projectId: ID!, $productIds: [ID!]!) {\n    selectWinners(projectId: $projectId, productIds: $productIds) {\n      id\n      status\n      version\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SelectWinners($projectId: ID!, $productIds: [ID!]!) {\n    selectWinners(projectId: $projectId, productIds: $productIds) {\n      id\n      status\n      version\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScoringChoiceProducts($projectId: ID!) {\n    projectProducts(projectId: $projectId) {\n      id\n      productName\n      participationStatus\n      answersSubmittedAt\n      answersSubmitDeadline\n      vendor {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScoringChoiceProducts($projectId: ID!) {\n    projectProducts(projectId: $projectId) {\n      id\n      productName\n      participationStatus\n      answersSubmittedAt\n      answersSubmitDeadline\n      vendor {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChooseScoringProducts($projectId: ID!, $products: [ProductSubmissionInput!]!) {\n    submitProductAnswers(projectId: $projectId, products: $products)\n  }\n"): (typeof documents)["\n  mutation ChooseScoringProducts($projectId: ID!, $products: [ProductSubmissionInput!]!) {\n    submitProductAnswers(projectId: $projectId, products: $products)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutstandingAnswers($id: ID!) {\n    project(id: $id) {\n      id\n      outstandingAnswers {\n        productId\n        name\n        deadline\n      }\n    }\n  }\n"): (typeof documents)["\n  query OutstandingAnswers($id: ID!) {\n    project(id: $id) {\n      id\n      outstandingAnswers {\n        productId\n        name\n        deadline\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnswersSealFields on AnswersSeal {\n    sealed\n    opensAt\n    unsealedAt\n    approvals {\n      userName\n      reason\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment AnswersSealFields on AnswersSeal {\n    sealed\n    opensAt\n    unsealedAt\n    approvals {\n      userName\n      reason\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnswersSeal($id: ID!) {\n    project(id: $id) {\n      id\n      answersSeal {\n        ...AnswersSealFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnswersSeal($id: ID!) {\n    project(id: $id) {\n      id\n      answersSeal {\n        ...AnswersSealFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlindForViewer($id: ID!) {\n    project(id: $id) {\n      id\n      blindForViewer\n    }\n  }\n"): (typeof documents)["\n  query BlindForViewer($id: ID!) {\n    project(id: $id) {\n      id\n      blindForViewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WinnerSensitivity($projectId: ID!) {\n    winnerSensitivity(projectId: $projectId) {\n      ranking {\n        productId\n        name\n        score\n        margin\n      }\n      sections {\n        sectionId\n        name\n        flip {\n          weightNumerator\n          weightDenominator\n          productId\n          productName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WinnerSensitivity($projectId: ID!) {\n    winnerSensitivity(projectId: $projectId) {\n      ranking {\n        productId\n        name\n        score\n        margin\n      }\n      sections {\n        sectionId\n        name\n        flip {\n          weightNumerator\n          weightDenominator\n          productId\n          productName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveAnswersUnseal($projectId: ID!, $reason: String!) {\n    approveAnswersUnseal(projectId: $projectId, reason: $reason) {\n      ...AnswersSealFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveAnswersUnseal($projectId: ID!, $reason: String!) {\n    approveAnswersUnseal(projectId: $projectId, reason: $reason) {\n      ...AnswersSealFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConflictsOfInterestFields on ConflictsOfInterest {\n    projectId\n    enabled\n    isProjectOwner\n    pendingCount\n    hiddenCount\n    suppliers {\n      id\n      name\n      state\n    }\n    declarations {\n      id\n      userId\n      userName\n      supplierId\n      supplierName\n      hasConflict\n      description\n      createdAt\n      sameDomain\n      mayLetIn\n    }\n    admissions {\n      id\n      userName\n      supplierName\n      admittedByName\n      reason\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment ConflictsOfInterestFields on ConflictsOfInterest {\n    projectId\n    enabled\n    isProjectOwner\n    pendingCount\n    hiddenCount\n    suppliers {\n      id\n      name\n      state\n    }\n    declarations {\n      id\n      userId\n      userName\n      supplierId\n      supplierName\n      hasConflict\n      description\n      createdAt\n      sameDomain\n      mayLetIn\n    }\n    admissions {\n      id\n      userName\n      supplierName\n      admittedByName\n      reason\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConflictsOfInterest($projectId: ID!) {\n    conflictsOfInterest(projectId: $projectId) {\n      ...ConflictsOfInterestFields\n    }\n  }\n"): (typeof documents)["\n  query ConflictsOfInterest($projectId: ID!) {\n    conflictsOfInterest(projectId: $projectId) {\n      ...ConflictsOfInterestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclareConflicts($projectId: ID!, $declarations: [ConflictDeclarationInput!]!) {\n    declareConflicts(projectId: $projectId, declarations: $declarations) {\n      ...ConflictsOfInterestFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeclareConflicts($projectId: ID!, $declarations: [ConflictDeclarationInput!]!) {\n    declareConflicts(projectId: $projectId, declarations: $declarations) {\n      ...ConflictsOfInterestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdmitConflictedEvaluator($projectId: ID!, $userId: ID!, $projectProductId: ID!, $reason: String!) {\n    admitConflictedEvaluator(projectId: $projectId, userId: $userId, projectProductId: $projectProductId, reason: $reason) {\n      ...ConflictsOfInterestFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdmitConflictedEvaluator($projectId: ID!, $userId: ID!, $projectProductId: ID!, $reason: String!) {\n    admitConflictedEvaluator(projectId: $projectId, userId: $userId, projectProductId: $projectProductId, reason: $reason) {\n      ...ConflictsOfInterestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IntegritySettingsFields on IntegritySettings {\n    sealedAnswers\n    conflictDeclarations\n    blindScoring\n    consensus\n    winnerSensitivity\n    disagreementThreshold\n  }\n"): (typeof documents)["\n  fragment IntegritySettingsFields on IntegritySettings {\n    sealedAnswers\n    conflictDeclarations\n    blindScoring\n    consensus\n    winnerSensitivity\n    disagreementThreshold\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectFields on Project {\n    id\n    name\n    intro\n    description\n    type\n    status\n    version\n    role\n    scoringAvailable\n    calibrationAvailable\n    serviceTypes {\n      id\n      label\n    }\n    projectServiceTypes {\n      id\n      label\n    }\n    client {\n      id\n      name\n    }\n    hideClientInfo\n    brokerageContacts {\n      user {\n        id\n        name\n        email\n      }\n      phoneNumber\n      email\n    }\n    productOwners {\n      id\n      name\n      email\n    }\n    domainExperts {\n      id\n      name\n      email\n    }\n    viewers {\n      id\n      name\n      email\n    }\n    frequency\n    locationOriginated\n    liveCount\n    targetNumberRespondents\n    publishDate\n    submissionDeadline\n    questionsClarificationDeadline\n    questionsSubmissionDeadline\n    plannedDecisionDate\n    moreInformation {\n      key\n      value\n    }\n    files {\n      id\n      filename\n      url\n      description\n    }\n    settings {\n      answersMaxLength\n      scoringType\n      enableBranches\n      enableExperts\n      enableExtendedAnswersDeadline\n      integrity {\n        ...IntegritySettingsFields\n      }\n    }\n    origin\n    baseProject {\n      id\n      name\n      type\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ProjectFields on Project {\n    id\n    name\n    intro\n    description\n    type\n    status\n    version\n    role\n    scoringAvailable\n    calibrationAvailable\n    serviceTypes {\n      id\n      label\n    }\n    projectServiceTypes {\n      id\n      label\n    }\n    client {\n      id\n      name\n    }\n    hideClientInfo\n    brokerageContacts {\n      user {\n        id\n        name\n        email\n      }\n      phoneNumber\n      email\n    }\n    productOwners {\n      id\n      name\n      email\n    }\n    domainExperts {\n      id\n      name\n      email\n    }\n    viewers {\n      id\n      name\n      email\n    }\n    frequency\n    locationOriginated\n    liveCount\n    targetNumberRespondents\n    publishDate\n    submissionDeadline\n    questionsClarificationDeadline\n    questionsSubmissionDeadline\n    plannedDecisionDate\n    moreInformation {\n      key\n      value\n    }\n    files {\n      id\n      filename\n      url\n      description\n    }\n    settings {\n      answersMaxLength\n      scoringType\n      enableBranches\n      enableExperts\n      enableExtendedAnswersDeadline\n      integrity {\n        ...IntegritySettingsFields\n      }\n    }\n    origin\n    baseProject {\n      id\n      name\n      type\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Projects($pagination: PageInput, $filter: ProjectFilter) {\n    projects(pagination: $pagination, filter: $filter) {\n      total\n      results {\n        id\n        name\n        type\n        status\n        role\n        createdAt\n        client {\n          id\n          name\n        }\n        projectServiceTypes {\n          id\n          label\n        }\n        productOwners {\n          id\n          name\n        }\n        brokerageFirm\n        isNew\n        publishDate\n        plannedDecisionDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query Projects($pagination: PageInput, $filter: ProjectFilter) {\n    projects(pagination: $pagination, filter: $filter) {\n      total\n      results {\n        id\n        name\n        type\n        status\n        role\n        createdAt\n        client {\n          id\n          name\n        }\n        projectServiceTypes {\n          id\n          label\n        }\n        productOwners {\n          id\n          name\n        }\n        brokerageFirm\n        isNew\n        publishDate\n        plannedDecisionDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectFilters {\n    projectFilters {\n      projectServiceTypes {\n        id\n        label\n      }\n      clients {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectFilters {\n    projectFilters {\n      projectServiceTypes {\n        id\n        label\n      }\n      clients {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupplierServiceTypeOptions($pagination: PageInput) {\n    supplierServiceTypes(pagination: $pagination) {\n      results {\n        id\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupplierServiceTypeOptions($pagination: PageInput) {\n    supplierServiceTypes(pagination: $pagination) {\n      results {\n        id\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectServiceTypeOptions($pagination: PageInput) {\n    projectServiceTypes(pagination: $pagination) {\n      results {\n        id\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectServiceTypeOptions($pagination: PageInput) {\n    projectServiceTypes(pagination: $pagination) {\n      results {\n        id\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientOptions($pagination: PageInput) {\n    clients(pagination: $pagination) {\n      results {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientOptions($pagination: PageInput) {\n    clients(pagination: $pagination) {\n      results {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyProjectFeatures {\n    profile {\n      id\n      company {\n        id\n        features {\n          enableExperts\n          answersMaxLength\n          integrity {\n            ...IntegritySettingsFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyProjectFeatures {\n    profile {\n      id\n      company {\n        id\n        features {\n          enableExperts\n          answersMaxLength\n          integrity {\n            ...IntegritySettingsFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectUsers($role: ProjectMemberRole!) {\n    projectUsers(role: $role) {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query ProjectUsers($role: ProjectMemberRole!) {\n    projectUsers(role: $role) {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectStatusIssues($id: ID!, $status: ProjectStatus!) {\n    projectStatusIssues(id: $id, status: $status) {\n      messageId\n      count\n    }\n  }\n"): (typeof documents)["\n  query ProjectStatusIssues($id: ID!, $status: ProjectStatus!) {\n    projectStatusIssues(id: $id, status: $status) {\n      messageId\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($id: ID!, $version: Int!, $input: ProjectInput!) {\n    updateProject(id: $id, version: $version, input: $input) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($id: ID!, $version: Int!, $input: ProjectInput!) {\n    updateProject(id: $id, version: $version, input: $input) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProjectStatus($id: ID!, $status: ProjectStatus!) {\n    updateProjectStatus(id: $id, status: $status) {\n      id\n      status\n      version\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProjectStatus($id: ID!, $status: ProjectStatus!) {\n    updateProjectStatus(id: $id, status: $status) {\n      id\n      status\n      version\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProjectSettings(\n    $id: ID!\n    $answersMaxLength: Int\n    $targetNumberRespondents: Int\n    $integrity: IntegritySettingsInput\n  ) {\n    updateProjectSettings(\n      id: $id\n      answersMaxLength: $answersMaxLength\n      targetNumberRespondents: $targetNumberRespondents\n      integrity: $integrity\n    ) {\n      id\n      version\n      targetNumberRespondents\n      settings {\n        answersMaxLength\n        integrity {\n          ...IntegritySettingsFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProjectSettings(\n    $id: ID!\n    $answersMaxLength: Int\n    $targetNumberRespondents: Int\n    $integrity: IntegritySettingsInput\n  ) {\n    updateProjectSettings(\n      id: $id\n      answersMaxLength: $answersMaxLength\n      targetNumberRespondents: $targetNumberRespondents\n      integrity: $integrity\n    ) {\n      id\n      version\n      targetNumberRespondents\n      settings {\n        answersMaxLength\n        integrity {\n          ...IntegritySettingsFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectRecipients($id: ID!) {\n    projectRecipients(id: $id) {\n      userId\n      name\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  query ProjectRecipients($id: ID!) {\n    projectRecipients(id: $id) {\n      userId\n      name\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendProjectStatusEmail($id: ID!, $emails: [String!]!) {\n    sendProjectStatusEmail(id: $id, emails: $emails)\n  }\n"): (typeof documents)["\n  mutation SendProjectStatusEmail($id: ID!, $emails: [String!]!) {\n    sendProjectStatusEmail(id: $id, emails: $emails)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectSupplierCount($id: ID!) {\n    project(id: $id) {\n      id\n      supplierCount\n    }\n  }\n"): (typeof documents)["\n  query ProjectSupplierCount($id: ID!) {\n    project(id: $id) {\n      id\n      supplierCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWizardProject($input: ProjectInput!, $copy: ProjectCopyInput) {\n    createProject(input: $input, copy: $copy) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWizardProject($input: ProjectInput!, $copy: ProjectCopyInput) {\n    createProject(input: $input, copy: $copy) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WizardQuestionImport($id: ID!) {\n    questionImport(id: $id) {\n      id\n      name\n      status\n      sectionCount\n      questionCount\n    }\n  }\n"): (typeof documents)["\n  query WizardQuestionImport($id: ID!) {\n    questionImport(id: $id) {\n      id\n      name\n      status\n      sectionCount\n      questionCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestionDefinitionFields on QuestionDefinition {\n    type\n    label\n    helperText\n    placeholder\n    view\n    multiple\n    otherOption\n    prefix\n    suffix\n    enableNumberFormatting\n    yesAnswerText\n    noAnswerText\n    rules {\n      min\n      max\n      maxLength\n      pattern\n    }\n    options {\n      id\n      label\n      clarificationQuestion\n    }\n    file {\n      maxSize\n      mimeTypes\n      multiple\n    }\n    attachments {\n      id\n      filename\n    }\n  }\n"): (typeof documents)["\n  fragment QuestionDefinitionFields on QuestionDefinition {\n    type\n    label\n    helperText\n    placeholder\n    view\n    multiple\n    otherOption\n    prefix\n    suffix\n    enableNumberFormatting\n    yesAnswerText\n    noAnswerText\n    rules {\n      min\n      max\n      maxLength\n      pattern\n    }\n    options {\n      id\n      label\n      clarificationQuestion\n    }\n    file {\n      maxSize\n      mimeTypes\n      multiple\n    }\n    attachments {\n      id\n      filename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuestionnaireUser on ProjectUser {\n    id\n    name\n    email\n  }\n"): (typeof documents)["\n  fragment QuestionnaireUser on ProjectUser {\n    id\n    name\n    email\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectQuestionFields on ProjectQuestion {\n    id\n    sectionId\n    position\n    sourceQuestionId\n    weight\n    status\n    rejectReason\n    isPrivate\n    duplicate\n    version\n    owner {\n      ...QuestionnaireUser\n    }\n    approver {\n      ...QuestionnaireUser\n    }\n    permissions {\n      approve\n      reject\n      unapprove\n      edit\n      delete\n      extract\n      editWeight\n    }\n    question {\n      ...QuestionDefinitionFields\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectQuestionFields on ProjectQuestion {\n    id\n    sectionId\n    position\n    sourceQuestionId\n    weight\n    status\n    rejectReason\n    isPrivate\n    duplicate\n    version\n    owner {\n      ...QuestionnaireUser\n    }\n    approver {\n      ...QuestionnaireUser\n    }\n    permissions {\n      approve\n      reject\n      unapprove\n      edit\n      delete\n      extract\n      editWeight\n    }\n    question {\n      ...QuestionDefinitionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectSectionFields on ProjectSection {\n    id\n    projectId\n    position\n    name\n    description\n    ownerDeadline\n    isReadonly\n    aiSearchId\n    version\n    owner {\n      ...QuestionnaireUser\n    }\n    approver {\n      ...QuestionnaireUser\n    }\n    permissions {\n      edit\n      delete\n      addQuestion\n      addFromLibrary\n      copy\n      approveAll\n      unapproveAll\n    }\n    questions {\n      ...ProjectQuestionFields\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectSectionFields on ProjectSection {\n    id\n    projectId\n    position\n    name\n    description\n    ownerDeadline\n    isReadonly\n    aiSearchId\n    version\n    owner {\n      ...QuestionnaireUser\n    }\n    approver {\n      ...QuestionnaireUser\n    }\n    permissions {\n      edit\n      delete\n      addQuestion\n      addFromLibrary\n      copy\n      approveAll\n      unapproveAll\n    }\n    questions {\n      ...ProjectQuestionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectQuestionnaire($projectId: ID!) {\n    projectQuestionnaire(projectId: $projectId) {\n      id\n      permissions {\n        addSection\n      }\n      sections {\n        ...ProjectSectionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectQuestionnaire($projectId: ID!) {\n    projectQuestionnaire(projectId: $projectId) {\n      id\n      permissions {\n        addSection\n      }\n      sections {\n        ...ProjectSectionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProjectSection($projectId: ID!, $input: ProjectSectionInput!) {\n    createProjectSection(projectId: $projectId, input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProjectSection($projectId: ID!, $input: ProjectSectionInput!) {\n    createProjectSection(projectId: $projectId, input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProjectSection($id: ID!, $version: Int!, $input: ProjectSectionInput!) {\n    updateProjectSection(id: $id, version: $version, input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProjectSection($id: ID!, $version: Int!, $input: ProjectSectionInput!) {\n    updateProjectSection(id: $id, version: $version, input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProjectSection($id: ID!) {\n    deleteProjectSection(id: $id) {\n      id\n      sections {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProjectSection($id: ID!) {\n    deleteProjectSection(id: $id) {\n      id\n      sections {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveProjectSection($id: ID!, $position: Int!) {\n    moveProjectSection(id: $id, position: $position) {\n      id\n      sections {\n        id\n        position\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MoveProjectSection($id: ID!, $position: Int!) {\n    moveProjectSection(id: $id, position: $position) {\n      id\n      sections {\n        id\n        position\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProjectQuestion($sectionId: ID!, $input: ProjectQuestionInput!) {\n    createProjectQuestion(sectionId: $sectionId, input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProjectQuestion($sectionId: ID!, $input: ProjectQuestionInput!) {\n    createProjectQuestion(sectionId: $sectionId, input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProjectQuestion($id: ID!, $version: Int!, $input: ProjectQuestionInput!) {\n    updateProjectQuestion(id: $id, version: $version, input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProjectQuestion($id: ID!, $version: Int!, $input: ProjectQuestionInput!) {\n    updateProjectQuestion(id: $id, version: $version, input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProjectQuestion($id: ID!) {\n    deleteProjectQuestion(id: $id) {\n      ...ProjectSectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProjectQuestion($id: ID!) {\n    deleteProjectQuestion(id: $id) {\n      ...ProjectSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveProjectQuestion($id: ID!, $sectionId: ID!, $position: Int!) {\n    moveProjectQuestion(id: $id, sectionId: $sectionId, position: $position) {\n      ...ProjectSectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveProjectQuestion($id: ID!, $sectionId: ID!, $position: Int!) {\n    moveProjectQuestion(id: $id, sectionId: $sectionId, position: $position) {\n      ...ProjectSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveProjectQuestion($id: ID!, $version: Int!) {\n    approveProjectQuestion(id: $id, version: $version) {\n      ...ProjectSectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveProjectQuestion($id: ID!, $version: Int!) {\n    approveProjectQuestion(id: $id, version: $version) {\n      ...ProjectSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtractProjectQuestion($id: ID!, $version: Int!) {\n    extractProjectQuestion(id: $id, version: $version) {\n      ...ProjectSectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation ExtractProjectQuestion($id: ID!, $version: Int!) {\n    extractProjectQuestion(id: $id, version: $version) {\n      ...ProjectSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectProjectQuestion($id: ID!, $version: Int!, $reason: String!) {\n    rejectProjectQuestion(id: $id, version: $version, reason: $reason) {\n      ...ProjectSectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation RejectProjectQuestion($id: ID!, $version: Int!, $reason: String!) {\n    rejectProjectQuestion(id: $id, version: $version, reason: $reason) {\n      ...ProjectSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnapproveProjectQuestion($id: ID!, $version: Int!) {\n    unapproveProjectQuestion(id: $id, version: $version) {\n      ...ProjectSectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnapproveProjectQuestion($id: ID!, $version: Int!) {\n    unapproveProjectQuestion(id: $id, version: $version) {\n      ...ProjectSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveAllProjectQuestions($sectionId: ID!) {\n    approveAllProjectQuestions(sectionId: $sectionId) {\n      message\n      section {\n        ...ProjectSectionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveAllProjectQuestions($sectionId: ID!) {\n    approveAllProjectQuestions(sectionId: $sectionId) {\n      message\n      section {\n        ...ProjectSectionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnapproveAllProjectQuestions($sectionId: ID!) {\n    unapproveAllProjectQuestions(sectionId: $sectionId) {\n      message\n      section {\n        ...ProjectSectionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnapproveAllProjectQuestions($sectionId: ID!) {\n    unapproveAllProjectQuestions(sectionId: $sectionId) {\n      message\n      section {\n        ...ProjectSectionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CopyTargetSections($projectId: ID!) {\n    projectQuestionnaire(projectId: $projectId) {\n      id\n      sections {\n        id\n        name\n        permissions {\n          addQuestion\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CopyTargetSections($projectId: ID!) {\n    projectQuestionnaire(projectId: $projectId) {\n      id\n      sections {\n        id\n        name\n        permissions {\n          addQuestion\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyProjectSection($input: SectionCopyInput!) {\n    copyProjectSection(input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CopyProjectSection($input: SectionCopyInput!) {\n    copyProjectSection(input: $input) {\n      ...ProjectSectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportChoices($projectId: ID!, $branchId: ID) {\n    reportChoices(projectId: $projectId, branchId: $branchId) {\n      scoringType\n      hasClientTables\n      products {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportChoices($projectId: ID!, $branchId: ID) {\n    reportChoices(projectId: $projectId, branchId: $branchId) {\n      scoringType\n      hasClientTables\n      products {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportFields on Report {\n    id\n    status\n    format\n    fileName\n    url\n  }\n"): (typeof documents)["\n  fragment ReportFields on Report {\n    id\n    status\n    format\n    fileName\n    url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateProjectReport($input: GenerateProjectReportInput!) {\n    generateProjectReport(input: $input) {\n      ...ReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateProjectReport($input: GenerateProjectReportInput!) {\n    generateProjectReport(input: $input) {\n      ...ReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateClientTablesReport($projectId: ID!) {\n    generateClientTablesReport(projectId: $projectId, format: PDF) {\n      ...ReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateClientTablesReport($projectId: ID!) {\n    generateClientTablesReport(projectId: $projectId, format: PDF) {\n      ...ReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateProcedureReport($projectId: ID!) {\n    generateProcedureReport(projectId: $projectId) {\n      ...ReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateProcedureReport($projectId: ID!) {\n    generateProcedureReport(projectId: $projectId) {\n      ...ReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Report($id: ID!) {\n    report(id: $id) {\n      ...ReportFields\n    }\n  }\n"): (typeof documents)["\n  query Report($id: ID!) {\n    report(id: $id) {\n      ...ReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideScoringQuestion($input: DecideScoringQuestionInput!) {\n    decideScoringQuestion(input: $input) {\n      questionId\n      status\n      rejectReason\n    }\n  }\n"): (typeof documents)["\n  mutation DecideScoringQuestion($input: DecideScoringQuestionInput!) {\n    decideScoringQuestion(input: $input) {\n      questionId\n      status\n      rejectReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Scoring($projectId: ID!, $branchId: ID) {\n    scoring(projectId: $projectId, branchId: $branchId) {\n      projectId\n      branchId\n      scoringType\n      open\n      ratedAnswers\n      totalAnswers\n      completeness\n      blind\n      products {\n        productId: id\n        name\n        score\n        winner\n      }\n      sections {\n        sectionId: id\n        name\n        questions {\n          questionId: id\n          status\n          weight\n          mayApprove\n          mayRate\n          maySetWeight\n          mayKeepNotes\n          definition {\n            ...QuestionDefinitionFields\n          }\n        }\n      }\n      grid\n      consensus {\n        questionId\n        productId\n        rating\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query Scoring($projectId: ID!, $branchId: ID) {\n    scoring(projectId: $projectId, branchId: $branchId) {\n      projectId\n      branchId\n      scoringType\n      open\n      ratedAnswers\n      totalAnswers\n      completeness\n      blind\n      products {\n        productId: id\n        name\n        score\n        winner\n      }\n      sections {\n        sectionId: id\n        name\n        questions {\n          questionId: id\n          status\n          weight\n          mayApprove\n          mayRate\n          maySetWeight\n          mayKeepNotes\n          definition {\n            ...QuestionDefinitionFields\n          }\n        }\n      }\n      grid\n      consensus {\n        questionId\n        productId\n        rating\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRating($input: SetRatingInput!) {\n    setRating(input: $input) {\n      productId\n      questionId\n      rating\n    }\n  }\n"): (typeof documents)["\n  mutation SetRating($input: SetRatingInput!) {\n    setRating(input: $input) {\n      productId\n      questionId\n      rating\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWeight($input: SetWeightInput!) {\n    setWeight(input: $input) {\n      questionId\n      weight\n    }\n  }\n"): (typeof documents)["\n  mutation SetWeight($input: SetWeightInput!) {\n    setWeight(input: $input) {\n      questionId\n      weight\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNotes($input: SetNotesInput!) {\n    setNotes(input: $input) {\n      productId\n      questionId\n      notes\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetNotes($input: SetNotesInput!) {\n    setNotes(input: $input) {\n      productId\n      questionId\n      notes\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupplierProject($id: ID!, $hash: String) {\n    supplierProject(id: $id, hash: $hash) {\n      id\n      name\n      type\n      status\n      intro\n      description\n      publishDate\n      submissionDeadline\n      questionsClarificationDeadline\n      questionsSubmissionDeadline\n      plannedDecisionDate\n      brokerageFirm\n      signedIn\n      products {\n        id\n        productId\n        productName\n        vendorName\n        participationStatus\n        winner\n        feedback\n        debrief {\n          id\n          sentAt\n          winner\n          sections {\n            name\n            yours\n            winning\n          }\n          totalYours\n          totalWinning\n          notes\n        }\n      }\n      sections {\n        id\n        name\n        description\n        questions {\n          id\n          label\n          helperText\n          type\n          multiple\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupplierProject($id: ID!, $hash: String) {\n    supplierProject(id: $id, hash: $hash) {\n      id\n      name\n      type\n      status\n      intro\n      description\n      publishDate\n      submissionDeadline\n      questionsClarificationDeadline\n      questionsSubmissionDeadline\n      plannedDecisionDate\n      brokerageFirm\n      signedIn\n      products {\n        id\n        productId\n        productName\n        vendorName\n        participationStatus\n        winner\n        feedback\n        debrief {\n          id\n          sentAt\n          winner\n          sections {\n            name\n            yours\n            winning\n          }\n          totalYours\n          totalWinning\n          notes\n        }\n      }\n      sections {\n        id\n        name\n        description\n        questions {\n          id\n          label\n          helperText\n          type\n          multiple\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptProjectInvitation($projectId: ID!, $productId: ID!, $hash: String, $ownProductId: ID) {\n    acceptProjectInvitation(projectId: $projectId, productId: $productId, hash: $hash, ownProductId: $ownProductId) {\n      id\n      productId\n      participationStatus\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptProjectInvitation($projectId: ID!, $productId: ID!, $hash: String, $ownProductId: ID) {\n    acceptProjectInvitation(projectId: $projectId, productId: $productId, hash: $hash, ownProductId: $ownProductId) {\n      id\n      productId\n      participationStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnProducts {\n    companyProfile {\n      id\n      products {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query OwnProducts {\n    companyProfile {\n      id\n      products {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineProjectInvitation($projectId: ID!, $productId: ID!, $hash: String) {\n    declineProjectInvitation(projectId: $projectId, productId: $productId, hash: $hash) {\n      id\n      participationStatus\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineProjectInvitation($projectId: ID!, $productId: ID!, $hash: String) {\n    declineProjectInvitation(projectId: $projectId, productId: $productId, hash: $hash) {\n      id\n      participationStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteProjectSuppliersByFile($projectId: ID!, $fileId: ID!) {\n    inviteProjectSuppliersByFile(projectId: $projectId, fileId: $fileId) {\n      invited\n      rejected {\n        row\n        column\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteProjectSuppliersByFile($projectId: ID!, $fileId: ID!) {\n    inviteProjectSuppliersByFile(projectId: $projectId, fileId: $fileId) {\n      invited\n      rejected {\n        row\n        column\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VendorRegistrationProfileFields on VendorRegistrationProfile {\n    id\n    companyName\n    website\n    contactName\n    email\n    phone\n    industry\n    registrationStep\n    invitationProjectId\n    products {\n      id\n      name\n      description\n      serviceTypes {\n        id\n        label\n      }\n    }\n    serviceTypeOptions {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment VendorRegistrationProfileFields on VendorRegistrationProfile {\n    id\n    companyName\n    website\n    contactName\n    email\n    phone\n    industry\n    registrationStep\n    invitationProjectId\n    products {\n      id\n      name\n      description\n      serviceTypes {\n        id\n        label\n      }\n    }\n    serviceTypeOptions {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyProfile {\n    companyProfile {\n      ...VendorRegistrationProfileFields\n    }\n  }\n"): (typeof documents)["\n  query CompanyProfile {\n    companyProfile {\n      ...VendorRegistrationProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorProfile($id: ID!) {\n    vendorProfile(id: $id) {\n      ...VendorRegistrationProfileFields\n    }\n  }\n"): (typeof documents)["\n  query VendorProfile($id: ID!) {\n    vendorProfile(id: $id) {\n      ...VendorRegistrationProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompanyProfile($input: CompanyProfileInput!) {\n    createCompanyProfile(input: $input) {\n      ...VendorRegistrationProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCompanyProfile($input: CompanyProfileInput!) {\n    createCompanyProfile(input: $input) {\n      ...VendorRegistrationProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitVendorProfile($id: ID!) {\n    submitVendorProfile(id: $id) {\n      ...VendorRegistrationProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitVendorProfile($id: ID!) {\n    submitVendorProfile(id: $id) {\n      ...VendorRegistrationProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorDirectory($projectId: ID!, $filter: VendorDirectoryFilter) {\n    vendorDirectory(projectId: $projectId, filter: $filter) {\n      id\n      name\n      vendorName\n      industry\n      isAdded\n      projectProductId\n      status\n      relatedLinks\n      serviceTypes {\n        id\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query VendorDirectory($projectId: ID!, $filter: VendorDirectoryFilter) {\n    vendorDirectory(projectId: $projectId, filter: $filter) {\n      id\n      name\n      vendorName\n      industry\n      isAdded\n      projectProductId\n      status\n      relatedLinks\n      serviceTypes {\n        id\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorIndustries {\n    vendorIndustries\n  }\n"): (typeof documents)["\n  query VendorIndustries {\n    vendorIndustries\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectProducts($projectId: ID!, $filter: ProjectProductFilter) {\n    projectProducts(projectId: $projectId, filter: $filter) {\n      id\n      productId\n      name\n      email\n      purpose\n      participationStatus\n      displayStatus\n      relatedLinks\n      lacksServiceTypes\n      answersSubmittedAt\n      answersSubmittedBy\n      answersSubmitDeadline\n      notes\n      shareNotes\n      vendor {\n        id\n        name\n        industry\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectProducts($projectId: ID!, $filter: ProjectProductFilter) {\n    projectProducts(projectId: $projectId, filter: $filter) {\n      id\n      productId\n      name\n      email\n      purpose\n      participationStatus\n      displayStatus\n      relatedLinks\n      lacksServiceTypes\n      answersSubmittedAt\n      answersSubmittedBy\n      answersSubmitDeadline\n      notes\n      shareNotes\n      vendor {\n        id\n        name\n        industry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProjectSuppliers($projectId: ID!, $products: [SupplierProductInput!]!) {\n    addProjectSuppliers(projectId: $projectId, products: $products)\n  }\n"): (typeof documents)["\n  mutation AddProjectSuppliers($projectId: ID!, $products: [SupplierProductInput!]!) {\n    addProjectSuppliers(projectId: $projectId, products: $products)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProjectSuppliers($projectId: ID!, $products: [SupplierProductInput!]!) {\n    deleteProjectSuppliers(projectId: $projectId, products: $products)\n  }\n"): (typeof documents)["\n  mutation DeleteProjectSuppliers($projectId: ID!, $products: [SupplierProductInput!]!) {\n    deleteProjectSuppliers(projectId: $projectId, products: $products)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockProjectSuppliers(\n    $projectId: ID!\n    $products: [SupplierProductInput!]!\n    $candidates: [SupplierProductInput!]\n  ) {\n    blockProjectSuppliers(projectId: $projectId, products: $products, candidates: $candidates)\n  }\n"): (typeof documents)["\n  mutation BlockProjectSuppliers(\n    $projectId: ID!\n    $products: [SupplierProductInput!]!\n    $candidates: [SupplierProductInput!]\n  ) {\n    blockProjectSuppliers(projectId: $projectId, products: $products, candidates: $candidates)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockProjectSuppliers($projectId: ID!, $products: [SupplierProductInput!]!) {\n    unblockProjectSuppliers(projectId: $projectId, products: $products)\n  }\n"): (typeof documents)["\n  mutation UnblockProjectSuppliers($projectId: ID!, $products: [SupplierProductInput!]!) {\n    unblockProjectSuppliers(projectId: $projectId, products: $products)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteProjectSuppliersByEmail($projectId: ID!, $products: [InvitedProductInput!]!) {\n    inviteProjectSuppliersByEmail(projectId: $projectId, products: $products)\n  }\n"): (typeof documents)["\n  mutation InviteProjectSuppliersByEmail($projectId: ID!, $products: [InvitedProductInput!]!) {\n    inviteProjectSuppliersByEmail(projectId: $projectId, products: $products)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendProjectSupplierInvites($projectId: ID!, $products: [SupplierProductInput!]!) {\n    resendProjectSupplierInvites(projectId: $projectId, products: $products)\n  }\n"): (typeof documents)["\n  mutation ResendProjectSupplierInvites($projectId: ID!, $products: [SupplierProductInput!]!) {\n    resendProjectSupplierInvites(projectId: $projectId, products: $products)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductNotes($input: ProductNotesInput!) {\n    setProductNotes(input: $input)\n  }\n"): (typeof documents)["\n  mutation SetProductNotes($input: ProductNotesInput!) {\n    setProductNotes(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TasksCount {\n    tasksCount {\n      results {\n        type\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query TasksCount {\n    tasksCount {\n      results {\n        type\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tasks($page: PageInput, $filter: TaskFilterInput) {\n    tasks(page: $page, filter: $filter) {\n      total\n      results {\n        type\n        status\n        createdAt\n        project {\n          id\n          name\n        }\n        questions {\n          id\n          answers {\n            product {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Tasks($page: PageInput, $filter: TaskFilterInput) {\n    tasks(page: $page, filter: $filter) {\n      total\n      results {\n        type\n        status\n        createdAt\n        project {\n          id\n          name\n        }\n        questions {\n          id\n          answers {\n            product {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Task($projectId: ID!, $type: TaskType!) {\n    task(projectId: $projectId, type: $type) {\n      type\n      status\n      project {\n        id\n        name\n      }\n      branchId\n      scoringType\n      questions {\n        id\n        version\n        status\n        section {\n          id\n          name\n        }\n        question {\n          ...QuestionDefinitionFields\n        }\n        answers {\n          product {\n            id\n            name\n          }\n          answer {\n            ...ProductAnswerFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Task($projectId: ID!, $type: TaskType!) {\n    task(projectId: $projectId, type: $type) {\n      type\n      status\n      project {\n        id\n        name\n      }\n      branchId\n      scoringType\n      questions {\n        id\n        version\n        status\n        section {\n          id\n          name\n        }\n        question {\n          ...QuestionDefinitionFields\n        }\n        answers {\n          product {\n            id\n            name\n          }\n          answer {\n            ...ProductAnswerFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveTaskQuestion($id: ID!, $version: Int!) {\n    approveProjectQuestion(id: $id, version: $version) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveTaskQuestion($id: ID!, $version: Int!) {\n    approveProjectQuestion(id: $id, version: $version) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectTaskQuestion($id: ID!, $version: Int!, $reason: String!) {\n    rejectProjectQuestion(id: $id, version: $version, reason: $reason) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RejectTaskQuestion($id: ID!, $version: Int!, $reason: String!) {\n    rejectProjectQuestion(id: $id, version: $version, reason: $reason) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTaskRating($input: SetRatingInput!) {\n    setRating(input: $input) {\n      productId\n      questionId\n      rating\n    }\n  }\n"): (typeof documents)["\n  mutation SetTaskRating($input: SetRatingInput!) {\n    setRating(input: $input) {\n      productId\n      questionId\n      rating\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectTemplateFields on ProjectTemplate {\n    id\n    name\n    status\n    version\n    draftProjectId\n    settings {\n      enableExperts\n      scoringType\n    }\n    sectionCount\n    createdAt\n    updatedAt\n    company {\n      id\n      name\n    }\n    createdBy {\n      name\n    }\n    serviceTypes {\n      id\n      label\n    }\n    permissions {\n      edit\n      changeStatus\n      returnToDraft\n      submit\n      publish\n      delete\n      openQuestions\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectTemplateFields on ProjectTemplate {\n    id\n    name\n    status\n    version\n    draftProjectId\n    settings {\n      enableExperts\n      scoringType\n    }\n    sectionCount\n    createdAt\n    updatedAt\n    company {\n      id\n      name\n    }\n    createdBy {\n      name\n    }\n    serviceTypes {\n      id\n      label\n    }\n    permissions {\n      edit\n      changeStatus\n      returnToDraft\n      submit\n      publish\n      delete\n      openQuestions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectTemplates($pagination: PageInput, $filter: ProjectTemplateFilter) {\n    projectTemplates(pagination: $pagination, filter: $filter) {\n      total\n      results {\n        ...ProjectTemplateFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectTemplates($pagination: PageInput, $filter: ProjectTemplateFilter) {\n    projectTemplates(pagination: $pagination, filter: $filter) {\n      total\n      results {\n        ...ProjectTemplateFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectTemplate($id: ID!) {\n    projectTemplate(id: $id) {\n      ...ProjectTemplateFields\n    }\n  }\n"): (typeof documents)["\n  query ProjectTemplate($id: ID!) {\n    projectTemplate(id: $id) {\n      ...ProjectTemplateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TemplateServiceTypes {\n    projectTemplateServiceTypes {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  query TemplateServiceTypes {\n    projectTemplateServiceTypes {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProjectTemplate($input: ProjectTemplateInput!) {\n    createProjectTemplate(input: $input) {\n      ...ProjectTemplateFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProjectTemplate($input: ProjectTemplateInput!) {\n    createProjectTemplate(input: $input) {\n      ...ProjectTemplateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProjectTemplate($id: ID!, $version: Int!, $input: ProjectTemplateInput!) {\n    updateProjectTemplate(id: $id, version: $version, input: $input) {\n      ...ProjectTemplateFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProjectTemplate($id: ID!, $version: Int!, $input: ProjectTemplateInput!) {\n    updateProjectTemplate(id: $id, version: $version, input: $input) {\n      ...ProjectTemplateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProjectTemplate($id: ID!) {\n    deleteProjectTemplate(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProjectTemplate($id: ID!) {\n    deleteProjectTemplate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeProjectTemplateStatus($id: ID!, $status: TemplateStatus!) {\n    changeProjectTemplateStatus(id: $id, status: $status) {\n      ...ProjectTemplateFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeProjectTemplateStatus($id: ID!, $status: TemplateStatus!) {\n    changeProjectTemplateStatus(id: $id, status: $status) {\n      ...ProjectTemplateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TemplateQuestionnaire($projectId: ID!) {\n    projectQuestionnaire(projectId: $projectId) {\n      id\n      sections {\n        id\n        name\n        description\n        questions {\n          id\n          question {\n            type\n            label\n            helperText\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TemplateQuestionnaire($projectId: ID!) {\n    projectQuestionnaire(projectId: $projectId) {\n      id\n      sections {\n        id\n        name\n        description\n        questions {\n          id\n          question {\n            type\n            label\n            helperText\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersViewer {\n    profile {\n      id\n      type\n      actingOnBehalf\n      company {\n        id\n        name\n        features {\n          enableExperts\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsersViewer {\n    profile {\n      id\n      type\n      actingOnBehalf\n      company {\n        id\n        name\n        features {\n          enableExperts\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyOptions($pagination: PageInput) {\n    companies(pagination: $pagination) {\n      results {\n        id\n        name\n        settings {\n          enableExperts\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyOptions($pagination: PageInput) {\n    companies(pagination: $pagination) {\n      results {\n        id\n        name\n        settings {\n          enableExperts\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Roles($pagination: PageInput, $companyId: ID) {\n    roles(pagination: $pagination, companyId: $companyId) {\n      total\n      results {\n        id\n        name\n        isSystem\n        isDefault\n        privileges\n        createdAt\n        updatedAt\n        company {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Roles($pagination: PageInput, $companyId: ID) {\n    roles(pagination: $pagination, companyId: $companyId) {\n      total\n      results {\n        id\n        name\n        isSystem\n        isDefault\n        privileges\n        createdAt\n        updatedAt\n        company {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRole($name: String, $isDefault: Boolean, $companyId: ID, $privileges: [Privilege!]) {\n    createRole(name: $name, isDefault: $isDefault, companyId: $companyId, privileges: $privileges) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRole($name: String, $isDefault: Boolean, $companyId: ID, $privileges: [Privilege!]) {\n    createRole(name: $name, isDefault: $isDefault, companyId: $companyId, privileges: $privileges) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRole($id: ID!, $name: String, $isDefault: Boolean, $privileges: [Privilege!]) {\n    updateRole(id: $id, name: $name, isDefault: $isDefault, privileges: $privileges) {\n      id\n      name\n      isDefault\n      privileges\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRole($id: ID!, $name: String, $isDefault: Boolean, $privileges: [Privilege!]) {\n    updateRole(id: $id, name: $name, isDefault: $isDefault, privileges: $privileges) {\n      id\n      name\n      isDefault\n      privileges\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($pagination: PageInput, $roles: [ID!]) {\n    users(pagination: $pagination, roles: $roles) {\n      total\n      results {\n        id\n        name\n        email\n        type\n        status\n        createdAt\n        role {\n          id\n          name\n        }\n        company {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Users($pagination: PageInput, $roles: [ID!]) {\n    users(pagination: $pagination, roles: $roles) {\n      total\n      results {\n        id\n        name\n        email\n        type\n        status\n        createdAt\n        role {\n          id\n          name\n        }\n        company {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteUser($email: String, $firstName: String, $lastName: String, $companyId: ID, $roleId: ID) {\n    inviteUser(email: $email, firstName: $firstName, lastName: $lastName, companyId: $companyId, roleId: $roleId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation InviteUser($email: String, $firstName: String, $lastName: String, $companyId: ID, $roleId: ID) {\n    inviteUser(email: $email, firstName: $firstName, lastName: $lastName, companyId: $companyId, roleId: $roleId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $roleId: ID) {\n    updateUser(id: $id, roleId: $roleId) {\n      id\n      role {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $roleId: ID) {\n    updateUser(id: $id, roleId: $roleId) {\n      id\n      role {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    config {\n      supportEmail\n      salesEmail\n      termsVersion\n      recaptchaSiteKey\n    }\n    profile {\n      id\n      email\n      type\n      status\n      name\n      firstName\n      lastName\n      phoneNumber\n      avatar {\n        url\n      }\n      role {\n        id\n        name\n      }\n      canChangePassword\n      termsAndConditionsVersion\n      contrastMode\n      projectStatusUpdate {\n        enabled\n      }\n      newNotification {\n        enabled\n      }\n      newFaqQuestion {\n        enabled\n      }\n      privileges\n      actingOnBehalf\n      company {\n        id\n        name\n        kind\n        features {\n          scoringType\n          enableClientTables\n          enableExperts\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    config {\n      supportEmail\n      salesEmail\n      termsVersion\n      recaptchaSiteKey\n    }\n    profile {\n      id\n      email\n      type\n      status\n      name\n      firstName\n      lastName\n      phoneNumber\n      avatar {\n        url\n      }\n      role {\n        id\n        name\n      }\n      canChangePassword\n      termsAndConditionsVersion\n      contrastMode\n      projectStatusUpdate {\n        enabled\n      }\n      newNotification {\n        enabled\n      }\n      newFaqQuestion {\n        enabled\n      }\n      privileges\n      actingOnBehalf\n      company {\n        id\n        name\n        kind\n        features {\n          scoringType\n          enableClientTables\n          enableExperts\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;