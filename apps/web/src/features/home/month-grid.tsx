import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, IconButton, Typography } from '@mui/material';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import {
  addDaysToKey,
  type CalendarMonth,
  dayTitle,
  monthOfKey,
  monthTitle,
  monthWeeks,
  shiftMonth,
} from './calendar-month';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const ARROWS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

interface MonthGridProps {
  month: CalendarMonth;
  onMonthChange: (month: CalendarMonth) => void;
  /** 'YYYY-MM-DD' of today in New York, outlined. */
  today: string;
  /** The picked day, or null. */
  picked: string | null;
  onPick: (key: string) => void;
  /** How many deadlines fall on each day of the month. */
  counts: ReadonlyMap<string, number>;
  /** The day that keeps the keyboard focus stop; moved by the arrow keys. */
  focusKey: string;
  onFocusKeyChange: (key: string) => void;
}

/**
 * A month of day buttons (spec 2 §2 deadline calendar): previous and next month, days with deadlines marked, today
 * outlined. One day is in the tab order; the arrow keys move between days (and into the next or previous month).
 */
export function MonthGrid(props: MonthGridProps) {
  const { month, onMonthChange, today, picked, onPick, counts, focusKey, onFocusKeyChange } = props;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const moved = useRef(false);
  const weeks = monthWeeks(month);
  const tabStop = weeks.flat().some((cell) => cell?.key === focusKey)
    ? focusKey
    : (weeks.flat().find((cell) => cell !== null)?.key ?? '');

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    buttons.current.get(focusKey)?.focus();
  }, [focusKey]);

  const onKeyDown = (event: KeyboardEvent, key: string) => {
    const delta = ARROWS[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    const next = addDaysToKey(key, delta);
    const nextMonth = monthOfKey(next);
    if (nextMonth.year !== month.year || nextMonth.month !== month.month) onMonthChange(nextMonth);
    moved.current = true;
    onFocusKeyChange(next);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <IconButton size="small" aria-label="Previous month" onClick={() => onMonthChange(shiftMonth(month, -1))}>
          <ChevronLeftIcon fontSize="small" />
        </IconButton>
        <Typography component="h3" variant="subtitle1" sx={{ flexGrow: 1, textAlign: 'center' }} aria-live="polite">
          {monthTitle(month)}
        </Typography>
        <IconButton size="small" aria-label="Next month" onClick={() => onMonthChange(shiftMonth(month, 1))}>
          <ChevronRightIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box role="group" aria-label={monthTitle(month)}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', textAlign: 'center' }} aria-hidden>
          {WEEKDAYS.map((weekday) => (
            <Typography key={weekday} variant="caption" color="text.secondary">
              {weekday}
            </Typography>
          ))}
        </Box>
        {weeks.map((week) => (
          <Box key={week.find((cell) => cell)?.key} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}>
            {WEEKDAYS.map((weekday, position) => {
              const cell = week[position];
              if (!cell) return <Box key={weekday} />;
              const count = counts.get(cell.key) ?? 0;
              const isPicked = cell.key === picked;
              const isToday = cell.key === today;
              return (
                <ButtonBase
                  key={cell.key}
                  ref={(element: HTMLButtonElement | null) => {
                    if (element) buttons.current.set(cell.key, element);
                    else buttons.current.delete(cell.key);
                  }}
                  tabIndex={cell.key === tabStop ? 0 : -1}
                  aria-label={`${dayTitle(cell.key)}${count ? `, ${count} ${count === 1 ? 'deadline' : 'deadlines'}` : ''}`}
                  aria-pressed={isPicked}
                  aria-current={isToday ? 'date' : undefined}
                  data-deadlines={count || undefined}
                  onClick={() => {
                    onFocusKeyChange(cell.key);
                    onPick(cell.key);
                  }}
                  onKeyDown={(event) => onKeyDown(event, cell.key)}
                  sx={(theme) => ({
                    m: '2px',
                    height: 36,
                    borderRadius: '50%',
                    flexDirection: 'column',
                    fontWeight: count ? 700 : 400,
                    border: `1px solid ${isToday ? theme.palette.primary.main : 'transparent'}`,
                    bgcolor: isPicked ? 'primary.main' : 'transparent',
                    color: isPicked ? 'primary.contrastText' : 'text.primary',
                    '&:hover': { bgcolor: isPicked ? 'primary.dark' : 'action.hover' },
                    '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
                  })}
                >
                  {cell.day}
                  {count ? (
                    <Box
                      component="span"
                      aria-hidden
                      sx={{
                        width: 5,
                        height: 5,
                        borderRadius: '50%',
                        bgcolor: isPicked ? 'primary.contrastText' : 'secondary.main',
                      }}
                    />
                  ) : null}
                </ButtonBase>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
