import { authPaths } from '@farmsight/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSetUser } from '@/lib/session';

export async function logout(): Promise<void> {
  await api.auth.post(authPaths.logout);
}

/** Ends the session and forgets the cached user. */
export function useLogout() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: logout, onSuccess: () => setUser(null) });
}
