import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@utsav/shared/auth/use-session';
import { fetchPostSignInDestination } from '../api/post-sign-in-destination';
import { postSignInPath } from '../utils/redirect-rules';

/**
 * `form`: nobody is signed in, show the form. `leaving`: the user just signed in here and
 * is being sent on (to the page they were sent away from, or their role's home).
 * `alreadySignedIn`: they arrived signed in (for instance refused by the admin guard), so
 * they choose: continue, or sign in as someone else. Sending them on automatically could
 * bounce them straight back to the page that refused them.
 */
export type SignInPageState = 'restoring' | 'form' | 'leaving' | 'alreadySignedIn';

export function usePostSignInRedirect(returnTo: string | null): SignInPageState {
  const { status, session } = useSession();
  const navigate = useNavigate();
  const userId = session?.user.id;
  const started = useRef<string | undefined>(undefined);
  // Set once the page has seen nobody signed in: a session after that is a sign-in made here.
  const [sawSignedOut, setSawSignedOut] = useState(status === 'signedOut');
  if (status === 'signedOut' && !sawSignedOut) setSawSignedOut(true);

  useEffect(() => {
    if (status !== 'signedIn' || !userId || !sawSignedOut || started.current === userId) return;
    started.current = userId;
    void fetchPostSignInDestination(userId).then((destination) =>
      navigate(postSignInPath(returnTo, destination), { replace: true }),
    );
  }, [status, userId, returnTo, navigate, sawSignedOut]);

  if (status === 'restoring') return 'restoring';
  if (status === 'signedOut') return 'form';
  return sawSignedOut ? 'leaving' : 'alreadySignedIn';
}
