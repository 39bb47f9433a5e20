import type { Privilege, PrivilegeGrantOptions } from '@shortlist/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PrivilegeCheckboxes } from './privilege-checkboxes';

const ADMIN: PrivilegeGrantOptions = { grantorIsAdmin: true, enableExperts: true };
const BROKER: PrivilegeGrantOptions = { grantorIsAdmin: false, enableExperts: true };

function Harness({ initial = [], options = ADMIN }: { initial?: Privilege[]; options?: PrivilegeGrantOptions }) {
  const [selected, setSelected] = useState<Privilege[]>(initial);
  return <PrivilegeCheckboxes selected={selected} onChange={setSelected} options={options} />;
}

const box = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;

describe('PrivilegeCheckboxes', () => {
  it('shows one labelled checkbox per privilege, Manage Assigned Projects among them', () => {
    render(<Harness />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(17);
    expect(box('Manage Assigned Projects').checked).toBe(false);
    expect(box('Manage Users').disabled).toBe(false);
  });

  it('checks and locks what a ticked privilege implies, and releases it when unticked', () => {
    render(<Harness />);
    fireEvent.click(box('Manage All Projects'));
    for (const implied of [
      'Manage Assigned Projects',
      'View Dashboard',
      'Manage FAQ',
      'Read Scoring',
      'Read Templates',
    ]) {
      expect(box(implied).checked).toBe(true);
      expect(box(implied).disabled).toBe(true);
    }
    expect(box('Manage All Projects').disabled).toBe(false);
    expect(box('Manage Users').checked).toBe(false);

    fireEvent.click(box('Manage All Projects'));
    expect(box('Manage Assigned Projects').checked).toBe(false);
    expect(box('Manage Assigned Projects').disabled).toBe(false);
  });

  it('offers Manage Brokers and Manage Feedbacks only to administrators', () => {
    render(<Harness options={BROKER} />);
    expect(screen.queryByRole('checkbox', { name: 'Manage Brokers' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Manage Feedbacks' })).toBeNull();
  });

  it('enables only the privileges the grantor holds, the others shown disabled', () => {
    render(<Harness options={{ ...BROKER, grantorHolds: ['MANAGE_USERS', 'READ_SCORING'] }} />);
    expect(box('Manage Users').disabled).toBe(false);
    expect(box('Read Scoring').disabled).toBe(false);
    expect(box('Manage All Projects')).toMatchObject({ checked: false, disabled: true });
    expect(box('Manage Clients')).toMatchObject({ checked: false, disabled: true });
  });

  it('offers the expert privileges only when the company enables experts', () => {
    render(<Harness options={{ grantorIsAdmin: false, enableExperts: false }} />);
    expect(screen.queryByRole('checkbox', { name: 'Manage Scoring' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Manage All Approvals' })).toBeNull();
  });
});
