import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import {
  canChangeIntegrity,
  disagreementThresholdOf,
  type IntegritySettings,
  integrityOf,
  PROJECT_MESSAGES,
} from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { READABLE_WHEN_LOCKED } from '../../../components/form';
import { useAccess } from '../../../lib/session';
import { ProjectLayout } from '../layout/project-layout';
import type { ProjectRecord } from '../layout/use-project';
import { CompanyProjectFeaturesDocument, UpdateProjectSettingsDocument } from '../projects-documents';
import { IntegritySwitches, integrityFlags } from '../settings/integrity-switches';
import {
  answersMaxLengthOptions,
  canChangeAnswersMaxLength,
  targetRespondentOptions,
} from '../settings/settings-options';

/** Spec 2 §2, §5, §6 /projects/{id}/settings: company administrators (MANAGE_ALL_PROJECTS) only. */
export function ProjectSettingsPage() {
  const can = useAccess();
  return (
    <ProjectLayout>
      {(project) =>
        can('MANAGE_ALL_PROJECTS') ? (
          <ProjectSettings key={project.version} project={project} />
        ) : (
          <Alert severity="warning">{PROJECT_MESSAGES.settingsRestricted}</Alert>
        )
      }
    </ProjectLayout>
  );
}

const asText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const asNumber = (value: string) => (value === '' ? null : Number(value));

function ProjectSettings({ project }: { project: ProjectRecord }) {
  const { enqueueSnackbar } = useSnackbar();
  const { data } = useQuery(CompanyProjectFeaturesDocument);
  const [save, { loading }] = useMutation(UpdateProjectSettingsDocument);
  const [maxLength, setMaxLength] = useState(asText(project.settings.answersMaxLength));
  const [respondents, setRespondents] = useState(asText(project.targetNumberRespondents));
  const [integrity, setIntegrity] = useState<IntegritySettings>(integrityFlags(project.settings.integrity));
  const [threshold, setThreshold] = useState(disagreementThresholdOf(project.settings.integrity.disagreementThreshold));
  const lengths = answersMaxLengthOptions(
    data?.profile?.company.features.answersMaxLength ?? [],
    project.settings.answersMaxLength,
  );
  const respondentOptions = targetRespondentOptions(project.type, project.targetNumberRespondents);
  const lengthEditable = canChangeAnswersMaxLength(project.status);

  const submit = async () => {
    try {
      await save({
        variables: {
          id: project.id,
          answersMaxLength: lengthEditable ? asNumber(maxLength) : null,
          targetNumberRespondents: respondentOptions.length > 0 ? asNumber(respondents) : null,
          integrity: canChangeIntegrity(project.status) ? { ...integrity, disagreementThreshold: threshold } : null,
        },
      });
      enqueueSnackbar(PROJECT_MESSAGES.settingsSaved, { variant: 'success' });
    } catch {
      enqueueSnackbar(PROJECT_MESSAGES.settingsSaveFailed, { variant: 'error' });
    }
  };

  return (
    <Card variant="outlined">
      <CardContent
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Typography variant="h4" component="h1" gutterBottom>
          Project Settings
        </Typography>
        <TextField
          select
          fullWidth
          margin="normal"
          label="Answers Max Length"
          value={maxLength}
          disabled={!lengthEditable}
          helperText={lengthEditable ? undefined : PROJECT_MESSAGES.answersMaxLengthLocked}
          slotProps={READABLE_WHEN_LOCKED}
          onChange={(event) => setMaxLength(event.target.value)}
        >
          <MenuItem value="">Default</MenuItem>
          {lengths.map((value) => (
            <MenuItem key={value} value={String(value)}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        {respondentOptions.length > 0 ? (
          <TextField
            select
            fullWidth
            margin="normal"
            label="Target Respondents"
            value={respondents}
            onChange={(event) => setRespondents(event.target.value)}
          >
            {respondentOptions.map((value) => (
              <MenuItem key={value} value={String(value)}>
                {value}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <IntegritySwitches
          status={project.status}
          allowed={integrityOf(data?.profile?.company.features.integrity)}
          value={integrity}
          onChange={setIntegrity}
          threshold={threshold}
          onThresholdChange={setThreshold}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button type="submit" variant="contained" disabled={loading}>
            Save
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
