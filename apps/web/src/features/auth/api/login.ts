import { authPaths, authResponseSchema, type Credentials, type User } from '@farmsight/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSetUser } from '@/lib/session';

export async function login(credentials: Credentials): Promise<User> {
  const response = await api.auth.post(authPaths.login, credentials);
  return authResponseSchema.parse(response.data).user;
}

/** Signs in and stores the user in the session cache. */
export function useLogin() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: login, onSuccess: setUser });
}
