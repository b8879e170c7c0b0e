import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@utsav/shared/auth/use-session';
import { fetchPostSignInDestination } from '../api/post-sign-in-destination';
import { postSignInPath } from '../utils/redirect-rules';

/**
 * Once a session exists (just signed in, or arrived signed in), leaves for the page the
 * user was sent away from, or their role's home. Returns true while that is under way.
 */
export function usePostSignInRedirect(returnTo: string | null): boolean {
  const { status, session } = useSession();
  const navigate = useNavigate();
  const userId = session?.user.id;
  const started = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (status !== 'signedIn' || !userId || started.current === userId) return;
    started.current = userId;
    void fetchPostSignInDestination(userId).then((destination) =>
      navigate(postSignInPath(returnTo, destination), { replace: true }),
    );
  }, [status, userId, returnTo, navigate]);

  return status === 'signedIn';
}
