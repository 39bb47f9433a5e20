import type { ProjectType } from '@shortlist/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProjectRecord, ProjectSideNav, ProjectTabsContext } from '../features/projects';
import { buildProfile, buildSession } from '../test/factories';
import { renderInApp } from '../test/render-in-app';
import { PROJECT_TABS } from './routes';

function discoveryLink(options: { enabled: boolean; type?: ProjectType; manages?: boolean }) {
  const profile = buildProfile({ privileges: options.manages === false ? [] : ['MANAGE_PROJECT_STATE'] });
  const session = buildSession({
    profile: {
      ...profile,
      company: {
        ...profile.company,
        features: { scoringType: 'NUMBERS', enableClientTables: options.enabled, enableExperts: false },
      },
    },
  });
  const project = { ...buildProjectRecord('IN_REVIEW'), type: options.type ?? 'RFP' };
  renderInApp(
    <ProjectTabsContext value={PROJECT_TABS}>
      <ProjectSideNav project={project} />
    </ProjectTabsContext>,
    { session },
  );
  return within(screen.getByRole('navigation', { name: 'Project' })).queryByRole('link', { name: 'Discovery' });
}

describe('the Discovery tab (spec 2 §2 /projects/{id}/discovery)', () => {
  it('shows for RFP and RFI with enableClientTables and MANAGE_PROJECT_STATE', () => {
    expect(discoveryLink({ enabled: true })?.getAttribute('href')).toMatch(/\/projects\/.+\/discovery$/);
  });

  it.each([
    ['the company setting off', { enabled: false }],
    ['a Panel', { enabled: true, type: 'PANEL' as const }],
    ['no MANAGE_PROJECT_STATE', { enabled: true, manages: false }],
  ])('is hidden with %s', (_case, options) => {
    expect(discoveryLink(options)).toBeNull();
  });
});
