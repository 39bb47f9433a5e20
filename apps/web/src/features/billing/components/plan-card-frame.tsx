import CheckIcon from '@mui/icons-material/Check';
import {
  Box,
  Card,
  CardActions,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { type ReactNode, useId } from 'react';

interface PlanCardFrameProps {
  name: string;
  description: string | null;
  /** '$49' or 'Custom'. */
  price: string;
  periodText: string | null;
  note: string | null;
  popular?: boolean;
  features: readonly string[];
  /** The button and, on the current plan, its notices and actions. */
  children: ReactNode;
}

/** The frame of a plan card: a named region with the plan's price, its marketing features and its actions. */
export function PlanCardFrame({
  name,
  description,
  price,
  periodText,
  note,
  popular = false,
  features,
  children,
}: PlanCardFrameProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderColor: popular ? 'primary.main' : undefined,
        borderWidth: popular ? 2 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
          <Typography id={titleId} component="h2" variant="h5">
            {name}
          </Typography>
          {popular ? <Chip label="Most Popular" color="primary" size="small" /> : null}
        </Box>
        {description ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {description}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 2 }}>
          <Typography component="p" variant="h3" data-testid="plan-price">
            {price}
          </Typography>
          {periodText ? (
            <Typography variant="body2" color="text.secondary">
              {periodText}
            </Typography>
          ) : null}
        </Box>
        {note ? (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        ) : null}
        {features.length > 0 ? (
          <List dense aria-label={`${name} features`}>
            {features.map((feature) => (
              <ListItem key={feature} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckIcon fontSize="small" color="success" />
                </ListItemIcon>
                <ListItemText primary={feature} />
              </ListItem>
            ))}
          </List>
        ) : null}
      </CardContent>
      <CardActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, p: 2 }}>{children}</CardActions>
    </Card>
  );
}
