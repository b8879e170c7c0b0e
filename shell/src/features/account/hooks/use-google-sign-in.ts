import { useMutation } from '@tanstack/react-query';
import { startGoogleSignIn } from '../api/oauth';

/** Resolves as the browser leaves for the provider; an error means it never left. */
export const useGoogleSignIn = () => useMutation({ mutationFn: startGoogleSignIn });
