import { SESSION_EXPIRED_HASH } from '@shortlist/domain';
import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { SessionExpiredNotice } from './popup-parts';

/** Opens when the address carries the session-expired marker; OK removes the marker. */
export function SessionExpiredDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = location.hash === SESSION_EXPIRED_HASH;
  const mounted = useOpenedOnce(open);

  const close = () => {
    void navigate(
      { pathname: location.pathname, search: location.search, hash: '' },
      { replace: true, state: location.state },
    );
  };

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredNotice open={open} onClose={close} />
    </Suspense>
  );
}
