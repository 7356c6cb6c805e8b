import { selectUser, type AuthRootState, type User } from '@marketplace/auth';
import { useSelector } from 'react-redux';

/** The signed-in user, from the shell's auth slice (the guard has already fetched it). */
export function useCurrentUser(): User | null {
  return useSelector((state: AuthRootState) => selectUser(state));
}
