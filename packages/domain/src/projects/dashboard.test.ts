import { describe, expect, it } from 'vitest';
import { type DashboardWidgetOptions, dashboardWidgets, percentOf } from './dashboard.js';

const manager: DashboardWidgetOptions = {
  enableExperts: false,
  canManage: true,
  hasAcceptedProduct: false,
  branchesReady: true,
};
const reader: DashboardWidgetOptions = { ...manager, canManage: false };

describe('dashboardWidgets (spec 2 §9 Dashboards per status)', () => {
  it('DRAFT: road map, management, issues, timeline; statistics only with experts', () => {
    expect(dashboardWidgets('DRAFT', manager)).toEqual(['roadMap', 'management', 'issues', 'timeline']);
    expect(dashboardWidgets('DRAFT', { ...manager, enableExperts: true })).toEqual([
      'roadMap',
      'management',
      'issues',
      'timeline',
      'statistics',
    ]);
    expect(dashboardWidgets('DRAFT', { ...reader, enableExperts: true })).toEqual([
      'roadMap',
      'timeline',
      'statistics',
    ]);
  });

  it('IN_REVIEW: the same as DRAFT', () => {
    expect(dashboardWidgets('IN_REVIEW', { ...manager, enableExperts: true })).toEqual([
      'roadMap',
      'management',
      'issues',
      'timeline',
      'statistics',
    ]);
    expect(dashboardWidgets('IN_REVIEW', reader)).toEqual(['roadMap', 'timeline']);
  });

  it('PUBLISHED: FAQ summary, timeline, participation (a manager keeps the road map to move on)', () => {
    expect(dashboardWidgets('PUBLISHED', reader)).toEqual(['faqSummary', 'timeline', 'participation']);
    expect(dashboardWidgets('PUBLISHED', manager)).toEqual([
      'roadMap',
      'management',
      'faqSummary',
      'timeline',
      'participation',
    ]);
  });

  it('AWAITING: road map, actions, timeline, answers progress, scoring', () => {
    expect(dashboardWidgets('AWAITING', manager)).toEqual([
      'roadMap',
      'management',
      'actions',
      'timeline',
      'answersProgress',
      'scoring',
    ]);
    expect(dashboardWidgets('AWAITING', reader)).toEqual(['roadMap', 'timeline', 'answersProgress', 'scoring']);
  });

  it('SCORING: road map, actions, scoring, answers progress', () => {
    expect(dashboardWidgets('SCORING', manager)).toEqual([
      'roadMap',
      'management',
      'actions',
      'scoring',
      'answersProgress',
    ]);
    expect(dashboardWidgets('SCORING', reader)).toEqual(['roadMap', 'scoring', 'answersProgress']);
  });

  it('COMPLETED: actions only with an accepted product and branches ready', () => {
    expect(dashboardWidgets('COMPLETED', manager)).toEqual(['roadMap', 'management', 'scoring']);
    expect(dashboardWidgets('COMPLETED', { ...manager, hasAcceptedProduct: true })).toEqual([
      'roadMap',
      'management',
      'actions',
      'scoring',
    ]);
    expect(dashboardWidgets('COMPLETED', { ...manager, hasAcceptedProduct: true, branchesReady: false })).toEqual([
      'roadMap',
      'management',
      'scoring',
    ]);
    expect(dashboardWidgets('COMPLETED', { ...reader, hasAcceptedProduct: true })).toEqual(['roadMap', 'scoring']);
  });

  it('ARCHIVED: road map and scoring; anything else: road map only; a manager keeps management in every status', () => {
    expect(dashboardWidgets('ARCHIVED', reader)).toEqual(['roadMap', 'scoring']);
    expect(dashboardWidgets('ARCHIVED', manager)).toEqual(['roadMap', 'management', 'scoring']);
    expect(dashboardWidgets('CANCELLED', manager)).toEqual(['roadMap', 'management']);
    expect(dashboardWidgets('DELETED', reader)).toEqual(['roadMap']);
  });
});

describe('percentOf', () => {
  it('rounds down and answers 0 for nothing', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(66);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(5, 3)).toBe(100);
  });
});
