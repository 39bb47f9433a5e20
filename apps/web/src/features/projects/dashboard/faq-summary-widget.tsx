import { Stack } from '@mui/material';
import { DASHBOARD_EMPTY } from '@shortlist/domain';
import { DashboardWidget } from './dashboard-widget';
import { type DashboardFigures, WidgetEmpty, WidgetFigure, WidgetLoading } from './widget-parts';

export const FAQ_SUMMARY_TITLE = 'FAQ Summary';

/** Spec 2 §9 PUBLISHED: the suppliers' FAQ questions, all of them and those still without an answer. */
export function FaqSummaryWidget({ faq }: { faq?: DashboardFigures['faq'] }) {
  return (
    <DashboardWidget title={FAQ_SUMMARY_TITLE}>
      {!faq ? <WidgetLoading label="FAQ" /> : null}
      {faq && faq.total === 0 ? <WidgetEmpty>{DASHBOARD_EMPTY.faqSummary}</WidgetEmpty> : null}
      {faq && faq.total > 0 ? (
        <Stack direction="row" spacing={4}>
          <WidgetFigure label="Questions" value={faq.total} />
          <WidgetFigure label="Without an answer" value={faq.unanswered} />
        </Stack>
      ) : null}
    </DashboardWidget>
  );
}
