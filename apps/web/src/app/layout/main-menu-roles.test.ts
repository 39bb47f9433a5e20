import { checkAccess, PRIVILEGES, type Privilege, privilegeClosure } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, type AppRoute, MENU_GROUPS } from '../routes';
import { isMenuGroup, mainMenu } from './main-menu';

/**
 * Issue 31: the signed-in menu offers only pages its viewer can open. The server keeps MeshVault and templates to the
 * buy side: broker users, or a platform administrator acting on behalf of a broker company (the journey
 * sweep-menus.spec.ts opens every entry against the real server).
 */

interface Viewer {
  type: 'ADMIN' | 'BROKER' | 'SUPPLIER' | 'CLIENT';
  companyKind: 'PLATFORM' | 'BROKER' | 'SUPPLIER' | 'CLIENT';
  actingOnBehalf?: boolean;
  privileges: readonly Privilege[];
  /** The company setting enableExperts (off unless given). */
  enableExperts?: boolean;
}

/** The demo roles (apps/server/src/accounts/default-roles.ts and the demo seed). */
const ROLES: Record<string, Viewer> = {
  'platform administrator': { type: 'ADMIN', companyKind: 'PLATFORM', privileges: PRIVILEGES },
  'platform administrator on behalf of a broker': {
    type: 'ADMIN',
    companyKind: 'BROKER',
    actingOnBehalf: true,
    privileges: PRIVILEGES,
  },
  'company administrator': {
    type: 'BROKER',
    companyKind: 'BROKER',
    privileges: PRIVILEGES.filter((privilege) => privilege !== 'MANAGE_BROKERS' && privilege !== 'MANAGE_FEEDBACKS'),
  },
  'project manager': {
    type: 'BROKER',
    companyKind: 'BROKER',
    privileges: ['MANAGE_PROJECT_STATE', 'MANAGE_PROJECT_TEMPLATES', 'MANAGE_CLIENTS'],
  },
  'domain expert': { type: 'BROKER', companyKind: 'BROKER', privileges: ['MANAGE_SCORING'] },
  viewer: { type: 'BROKER', companyKind: 'BROKER', privileges: ['VIEW_DASHBOARD', 'READ_SCORING', 'READ_TEMPLATES'] },
  supplier: { type: 'SUPPLIER', companyKind: 'SUPPLIER', privileges: [] },
  'client member': { type: 'CLIENT', companyKind: 'CLIENT', privileges: [] },
};

function menuOf(viewer: Viewer): string[] {
  const context = {
    profile: {
      id: 'user-1',
      type: viewer.type,
      status: 'ACTIVE',
      companyId: 'company-1',
      companyKind: viewer.companyKind,
      actingOnBehalf: viewer.actingOnBehalf ?? false,
      canChangePassword: true,
      enableExperts: viewer.enableExperts ?? false,
    },
    privileges: new Set(privilegeClosure(viewer.privileges)),
  };
  const canOpen = (route: AppRoute) => checkAccess(route.access, context);
  return mainMenu(true, APP_ROUTES, canOpen, MENU_GROUPS).flatMap((entry) =>
    isMenuGroup(entry) ? entry.items.map((item) => `${entry.label} / ${item.label}`) : [entry.label],
  );
}

describe('the signed-in menu of each demo role', () => {
  it.each(Object.entries(ROLES))('offers the %s only pages they can open', (_who, viewer) => {
    const menu = menuOf(viewer);
    const buySide = viewer.type === 'BROKER' || (viewer.actingOnBehalf === true && viewer.companyKind === 'BROKER');
    if (!buySide) {
      expect(menu).not.toContain('MeshVault');
      expect(menu).not.toContain('Templates');
    }
  });

  it('offers the platform administrator MeshVault and Templates only on behalf of a broker company', () => {
    expect(menuOf(ROLES['platform administrator'] as Viewer)).toEqual([
      'Administration / Users',
      'Administration / Roles',
      'Administration / Audit Trail',
      'Administration / Companies',
      'Administration / Clients',
      'Administration / Project Types',
      'Administration / Supplier Service Types',
      'Administration / Suppliers',
      'Administration / Contact Requests',
      'Administration / Data Retention',
    ]);
    expect(menuOf(ROLES['platform administrator on behalf of a broker'] as Viewer)).toEqual(
      expect.arrayContaining(['MeshVault', 'Templates']),
    );
  });

  it('offers the broker roles the buy side’s pages their privileges open', () => {
    expect(menuOf(ROLES['domain expert'] as Viewer)).toEqual(['Projects', 'MeshVault', 'Templates']);
    expect(menuOf(ROLES.viewer as Viewer)).toEqual(['Projects', 'Templates']);
    expect(menuOf(ROLES.supplier as Viewer)).toEqual([]);
  });

  it('offers Tasks with the experts setting and MANAGE_PROJECT_QUESTIONS, never with MANAGE_BROKERS (spec 1 §6)', () => {
    const expert = { ...(ROLES['domain expert'] as Viewer), enableExperts: true };
    expect(menuOf(expert)).toEqual(['Projects', 'Tasks', 'MeshVault', 'Templates']);
    expect(menuOf({ ...(ROLES['company administrator'] as Viewer), enableExperts: true })).toContain('Tasks');
    expect(
      menuOf({ ...(ROLES['platform administrator on behalf of a broker'] as Viewer), enableExperts: true }),
    ).not.toContain('Tasks');
    expect(menuOf({ ...expert, privileges: [...expert.privileges, 'MANAGE_BROKERS'] })).not.toContain('Tasks');
  });
});
