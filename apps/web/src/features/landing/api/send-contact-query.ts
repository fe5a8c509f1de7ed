import { contactPaths, type ContactQuery } from '@farmsight/contracts';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SendContactQueryResult = {
  /** HTTP status of the answer; 201 means the query was stored. */
  status: number;
  data: unknown;
};

/** POST /api/auth/query with {fname, lname, email, message}. */
export async function sendContactQuery(query: ContactQuery): Promise<SendContactQueryResult> {
  const response = await api.auth.post<unknown>(contactPaths.query, query);
  return { status: response.status, data: response.data };
}

type UseSendContactQueryOptions = {
  mutationConfig?: Omit<UseMutationOptions<SendContactQueryResult, Error, ContactQuery>, 'mutationFn'>;
};

export function useSendContactQuery({ mutationConfig }: UseSendContactQueryOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: sendContactQuery });
}
