import { authPaths, type Credentials, type User } from '@farmsight/contracts';
import { loadContractSchemas } from '@/lib/contract-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSetUser } from '@/lib/session';

export async function login(credentials: Credentials): Promise<User> {
  const [response, { authResponseSchema }] = await Promise.all([api.auth.post(authPaths.login, credentials), loadContractSchemas()]);
  return authResponseSchema.parse(response.data).user;
}

/** Signs in and stores the user in the session cache. */
export function useLogin() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: login, onSuccess: setUser });
}
