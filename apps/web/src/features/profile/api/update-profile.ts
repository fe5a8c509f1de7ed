import { authPaths, type UpdateProfileRequest, type User } from '@farmsight/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSetUser } from '@/lib/session';

export async function updateProfile(profile: UpdateProfileRequest): Promise<User> {
  const response = await api.auth.post<User>(authPaths.updateProfile, profile);
  return response.data;
}

/** Saves the profile; the answer replaces the cached user. */
export function useUpdateProfile() {
  const setUser = useSetUser();
  return useMutation({ mutationFn: updateProfile, onSuccess: setUser });
}
