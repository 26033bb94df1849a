import {
  CreatedTempSelectionSchema,
  TempSelectionBodySchema,
} from '@my-account/contract/temp-selections';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/** POST /temp-selections with {photoIds}: stores the photos for the editor, answers its id. */
export async function createTempSelection(photoIds: readonly string[]): Promise<string> {
  const created = await httpClient.post(serviceUrl('photo-management', '/temp-selections'), {
    schema: CreatedTempSelectionSchema,
    body: { schema: TempSelectionBodySchema, value: { photoIds: [...photoIds] } },
  });
  return created.tempSelectionId;
}
