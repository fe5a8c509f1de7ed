import { authPaths } from '@farmsight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { forgetOfflineData } from '@/lib/offline-data';
import { forgetOutbox } from '@/lib/outbox';
import { useSetUser } from '@/lib/session';

export async function logout(): Promise<void> {
  await api.auth.post(authPaths.logout);
}

/** Ends the session and forgets the cached user, and everything kept on this device for offline use. */
export function useLogout() {
  const setUser = useSetUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      forgetOutbox(); // first: it finds the farmer's entries by the remembered farmer
      forgetOfflineData(queryClient);
      setUser(null);
    },
  });
}
