import type { Validator } from '../api/http';
import { MEDIA_POST_PROCESS_RETRIES } from '../config/constants';
import { catalogueError } from './errors';
import type { RestCall, RestCore } from './client';
import type { RestResult } from './types';

/**
 * POST /wp/v2/media. When WordPress runs out of memory making the image sizes it answers 5xx
 * with the new attachment's id in `X-WP-Upload-Attachment-Id`; the sizes are then made by
 * POST /wp/v2/media/{id}/post-process (action create-image-subsizes), tried up to 5 times.
 * If that never succeeds the half-made attachment is deleted (DELETE ?force=true) and the
 * call fails with post_process.
 */
export async function uploadWithPostProcess<T>(core: RestCore, call: RestCall, schema?: Validator<T>): Promise<RestResult<T>> {
  const sent = await core.send(call);
  if ('error' in sent) return core.read(sent, schema);
  const { response } = sent;
  const attachmentId = response.headers.get('x-wp-upload-attachment-id');
  if (response.status < 500 || response.status >= 600 || !attachmentId || !/^\d+$/.test(attachmentId)) return core.read(sent, schema);

  const base = { headers: {}, nonce: call.nonce, signal: call.signal, timeout: call.timeout };
  for (let attempt = 1; attempt <= MEDIA_POST_PROCESS_RETRIES; attempt++) {
    const processed = await core.send({
      ...core.call('POST', `/wp/v2/media/${attachmentId}/post-process`, { body: { action: 'create-image-subsizes' } }),
      ...base,
    });
    if ('response' in processed && processed.response.ok) return core.read(processed, schema);
    if (call.signal?.aborted) break;
  }
  await core.send({ ...core.call('DELETE', `/wp/v2/media/${attachmentId}`, { query: { force: 'true' } }), ...base });
  return { ok: false, error: catalogueError('post_process', { status: response.status, data: { attachment_id: Number(attachmentId) } }) };
}
