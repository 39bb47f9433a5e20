import { Box, Button, Typography } from '@mui/material';
import { type KeyboardEvent, useId, useRef, useState } from 'react';

export interface ProcessStep {
  label: string;
  title: string;
  text: string;
  points: readonly string[];
}

const KEY_MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The steps of a project as tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs; only the
 * selected tab is in the Tab order). Plain buttons keep the signed-out home's script small.
 */
export function ProcessTabs({ label, steps }: { label: string; steps: readonly ProcessStep[] }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const step = steps[selected] ?? steps[0];
  if (step === undefined) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = move(selected, steps.length);
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <Box>
      <Box
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, borderBottom: 1, borderColor: 'divider', pb: 1 }}
      >
        {steps.map((candidate, index) => (
          <Button
            key={candidate.label}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            variant={index === selected ? 'contained' : 'text'}
            onClick={() => setSelected(index)}
          >
            {`${index + 1}. ${candidate.label}`}
          </Button>
        ))}
      </Box>
      <Box
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        tabIndex={0}
        sx={{ pt: 3, maxWidth: 820 }}
      >
        <Typography component="h3" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {step.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {step.text}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {step.points.map((point) => (
            <Typography component="li" key={point} sx={{ mb: 0.5 }}>
              {point}
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
