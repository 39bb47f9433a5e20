import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Collapse,
  IconButton,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ProjectType } from '@shortlist/domain';
import { useState } from 'react';

interface TypeCard {
  type: ProjectType;
  title: string;
  summary: string;
  details?: string;
}

const CARDS: readonly TypeCard[] = [
  {
    type: 'RFP',
    title: 'RFP',
    summary: 'Request for Proposal: invite suppliers to answer your questions, score them and choose the winner.',
    details:
      'Use an RFP when you know what you need and want binding proposals. Suppliers accept the invitation, answer ' +
      'every question before the deadline, and your team scores and compares the answers to pick the winners.',
  },
  {
    type: 'RFI',
    title: 'RFI',
    summary: 'Request for Information: learn what the market offers before you ask for proposals.',
    details:
      'Use an RFI to gather information about suppliers and their products. It follows the same road map as an RFP ' +
      'and can be the starting point of a later RFP.',
  },
  {
    type: 'PANEL',
    title: 'Panel',
    summary: 'A recurring supplier panel: ask the same suppliers again at a regular frequency.',
  },
];

/** Spec 2 §2 Project wizard: RFP and RFI cards with expandable descriptions, Panel with a short one (the default). */
export function TypeChooser({ onChoose }: { onChoose: (type: ProjectType) => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {CARDS.map((card) => (
        <TypeChoiceCard key={card.type} card={card} onChoose={onChoose} />
      ))}
    </Box>
  );
}

function TypeChoiceCard({ card, onChoose }: { card: TypeCard; onChoose: (type: ProjectType) => void }) {
  const [expanded, setExpanded] = useState(false);
  const isDefault = card.type === 'PANEL';
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={card.title}
      sx={isDefault ? { borderColor: 'primary.main' } : {}}
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
            {card.title}
          </Typography>
          {isDefault ? <Chip size="small" color="primary" label="Default" /> : null}
        </Box>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {card.summary}
        </Typography>
        {card.details ? (
          <Collapse in={expanded}>
            <Typography sx={{ mt: 1 }}>{card.details}</Typography>
          </Collapse>
        ) : null}
      </CardContent>
      <CardActions>
        <Button variant={isDefault ? 'contained' : 'outlined'} onClick={() => onChoose(card.type)}>
          Choose {card.title}
        </Button>
        {card.details ? (
          <Tooltip title={expanded ? 'Show less' : 'Show more'}>
            <IconButton
              sx={{ ml: 'auto', transform: expanded ? 'rotate(180deg)' : 'none' }}
              aria-expanded={expanded}
              aria-label={`More about ${card.title}`}
              onClick={() => setExpanded((value) => !value)}
            >
              <ExpandMoreIcon />
            </IconButton>
          </Tooltip>
        ) : null}
      </CardActions>
    </Card>
  );
}
