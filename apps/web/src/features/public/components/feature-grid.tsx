import { Box, Paper, Typography } from '@mui/material';

export interface Feature {
  title: string;
  text: string;
}

/** Cards of what the product does, one to three a row as the screen allows. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {features.map((feature) => (
        <Paper component="li" key={feature.title} variant="outlined" sx={{ p: 3 }}>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {feature.title}
          </Typography>
          <Typography color="text.secondary">{feature.text}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
