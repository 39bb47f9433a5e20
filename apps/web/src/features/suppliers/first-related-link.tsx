import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from '@mui/material';

/** Spec 2 §9 expanded supplier row: the first related link (the vendor's website), opened in a new tab. */
export function FirstRelatedLink({ links }: { links: readonly string[] }) {
  const [first] = links;
  if (!first) return null;
  return (
    <Link href={first} target="_blank" rel="noopener noreferrer" variant="body2">
      {first}
      <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} />
    </Link>
  );
}
