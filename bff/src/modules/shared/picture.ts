// Pictures travel through GraphQL as data URLs (`data:image/png;base64,…`) and leave for the upstream
// as the multipart file parts it stores.
import { ErrorCode, refusalError } from '../../errors.js';
import type { UpstreamFile } from '../../upstream/caller.js';

const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

/**
 * The file part for a picture sent as a data URL; none for null or empty (the stored picture is
 * kept). Anything else is refused naming the field.
 */
export function pictureFile(field: string, dataUrl: string | null | undefined): UpstreamFile | undefined {
  if (!dataUrl) return undefined;
  const match = /^data:([a-z+/.-]+);base64,([A-Za-z0-9+/=\s]+)$/i.exec(dataUrl.trim());
  const contentType = match?.[1]?.toLowerCase() ?? '';
  const extension = IMAGE_TYPES[contentType];
  const data = match?.[2] ? Buffer.from(match[2], 'base64') : Buffer.alloc(0);
  if (!extension || data.length === 0) {
    throw refusalError(ErrorCode.BAD_USER_INPUT, 'PICTURE_TYPE_NOT_ALLOWED', undefined, [field]);
  }
  return { filename: `${field}.${extension}`, contentType, data };
}
