import { Link } from '@mui/material';
import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * WCAG 2.4.1: the first stop of every page, hidden until focused, that takes keyboard users past the top bar. Focus is
 * moved by hand: following '#main-content' would change the URL, which some pages read (e.g. #session-expired).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (main === null) return;
    // Focusable only until focus moves on, so that a later mouse click inside main does not focus main itself.
    main.tabIndex = -1;
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
    main.focus();
  };
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus-visible': { transform: 'none' },
      }}
    >
      Skip to main content
    </Link>
  );
}
