import { useMutation } from '@tanstack/react-query';
import { CreatedBackupSchema, type CreatedBackup } from '@my-account/contract/backups';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** POST /backups: asks for an export of the whole library (REQUESTED). */
export function createBackup(): Promise<CreatedBackup> {
  return httpClient.post(serviceUrl('photo-management', '/backups'), {
    schema: CreatedBackupSchema,
  });
}

export function useCreateBackup() {
  return useMutation({ mutationKey: ['exports', 'create'], mutationFn: createBackup });
}
