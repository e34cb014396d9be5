// What ImageInput accepts: images go to the BFF as data URLs, at most 5 MB, in the formats the
// browser can preview. No React.

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] as const;
/** For the file picker's `accept`. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export type ImageProblem = 'type' | 'size' | 'empty';

export function imageFileProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'type';
  if (file.size === 0) return 'empty';
  return file.size > IMAGE_MAX_BYTES ? 'size' : null;
}

/** Whether a value is something an <img> can show: a data URL of an accepted type, or a URL. */
export function isPreviewableImage(value: string | null | undefined): value is string {
  if (!value) return false;
  const dataUrl = /^data:([^;,]+)[;,]/.exec(value);
  if (dataUrl) return (IMAGE_TYPES as readonly string[]).includes((dataUrl[1] ?? '').toLowerCase());
  return /^(https?:\/\/|\/)/.test(value);
}
