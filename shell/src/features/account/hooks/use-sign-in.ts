import { useMutation } from '@tanstack/react-query';
import { signInWithPassword } from '../api/sign-in';

export const useSignIn = () => useMutation({ mutationFn: signInWithPassword });
