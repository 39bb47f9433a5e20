import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import type { ProjectStatus } from '@shortlist/domain';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ProjectProductsQuery } from '../../../gql/graphql';
import { ProductAnswersDrawer } from './product-answers-drawer';
import { SET_DEADLINE_TITLE, SetDeadlineDialog } from './set-deadline-dialog';
import { useProductAnswerActions } from './use-product-answer-actions';

export const PRODUCT_MENU_ITEMS = {
  view: 'View Answers',
  request: 'Request Answers',
  submit: 'Submit Answers',
  deadline: SET_DEADLINE_TITLE,
} as const;

/** The statuses in which an accepted product has answers to read, and those in which they are still awaited. */
const ANSWERED_STATUSES: readonly ProjectStatus[] = ['AWAITING', 'SCORING', 'COMPLETED', 'ARCHIVED'];
const AWAITED_STATUSES: readonly ProjectStatus[] = ['AWAITING', 'SCORING'];

/** The fields of a Suppliers table row (spec 2 §3 Project product) the menu reads. */
type MenuSupplier = Pick<
  ProjectProductsQuery['projectProducts'][number],
  'id' | 'name' | 'participationStatus' | 'answersSubmittedAt' | 'answersSubmitDeadline'
>;

interface ProductAnswersMenuProps {
  project: { id: string; status: ProjectStatus; settings: { enableExtendedAnswersDeadline: boolean } };
  supplier: MenuSupplier;
}

type Opened = 'answers' | 'submit' | 'deadline' | null;

/**
 * Spec 2 §6 the Suppliers menu of an accepted product (MANAGE_PROJECT_STATE, the Suppliers tab's own rule): View
 * Answers once answering has begun; while answers are awaited and not submitted, Request Answers, Submit Answers
 * (the client side's force-submit, confirmed first) and, with the extended answers deadline on, Set Deadline; a product
 * given a deadline keeps that decision (spec 2 §5), so neither is offered for it. Nothing for other suppliers.
 */
export function ProductAnswersMenu({ project, supplier }: ProductAnswersMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState<Opened>(null);
  const [busy, setBusy] = useState(false);
  const actions = useProductAnswerActions(project.id);
  if (supplier.participationStatus !== 'ACCEPTED' || !ANSWERED_STATUSES.includes(project.status)) return null;
  const awaited = AWAITED_STATUSES.includes(project.status) && !supplier.answersSubmittedAt;
  const undecided = awaited && !supplier.answersSubmitDeadline;
  const deadlineOffered = undecided && project.settings.enableExtendedAnswersDeadline;
  const open = (next: Opened) => () => {
    setAnchor(null);
    setOpened(next);
  };
  const requestAnswers = () => {
    setAnchor(null);
    void actions.requestAnswers(supplier.id);
  };
  const submitAnswers = async () => {
    setBusy(true);
    await actions.submitAnswers(supplier.id);
    setBusy(false);
    setOpened(null);
  };
  return (
    <>
      <Button
        size="small"
        aria-label={`Answers ${supplier.name}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Answers
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={open('answers')}>{PRODUCT_MENU_ITEMS.view}</MenuItem>
        {awaited ? (
          <MenuItem key="request" onClick={requestAnswers}>
            {PRODUCT_MENU_ITEMS.request}
          </MenuItem>
        ) : null}
        {undecided ? (
          <MenuItem key="submit" onClick={open('submit')}>
            {PRODUCT_MENU_ITEMS.submit}
          </MenuItem>
        ) : null}
        {deadlineOffered ? (
          <MenuItem key="deadline" onClick={open('deadline')}>
            {PRODUCT_MENU_ITEMS.deadline}
          </MenuItem>
        ) : null}
      </Menu>
      {opened === 'answers' ? (
        <ProductAnswersDrawer
          projectId={project.id}
          productId={supplier.id}
          name={supplier.name}
          onClose={() => setOpened(null)}
        />
      ) : null}
      <ConfirmDialog
        open={opened === 'submit'}
        title={PRODUCT_MENU_ITEMS.submit}
        message={`Are you sure you want to submit the answers of ${supplier.name}? They can no longer be changed, except those whose update is requested.`}
        confirmLabel="Submit"
        busy={busy}
        onConfirm={submitAnswers}
        onCancel={() => setOpened(null)}
      />
      {opened === 'deadline' ? (
        <SetDeadlineDialog
          supplierName={supplier.name}
          deadline={supplier.answersSubmitDeadline}
          onSave={(deadline) => actions.setDeadline(supplier.id, deadline)}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </>
  );
}
