// The pictures of a group, hotel or service form leave for the upstream as the multipart file parts
// the contract names (GROUP_IMAGES, HOTEL_IMAGES, SERVICE_IMAGES); a picture not sent keeps the
// stored one.
import { pictureFile } from '../shared/picture.js';
import type { UpstreamFile } from '../../upstream/caller.js';

export function pictureParts<K extends string>(
  names: readonly K[],
  input: Partial<Record<K, string | null | undefined>>,
): Record<string, UpstreamFile> {
  const files: Record<string, UpstreamFile> = {};
  for (const name of names) {
    const file = pictureFile(name, input[name]);
    if (file) files[name] = file;
  }
  return files;
}
