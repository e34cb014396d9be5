// Pictures travel to the BFF inside the GraphQL request (a data URL), whose body is limited to 1 MB.
// A large photo is scaled down in the browser first (longest side 1024 px, JPEG) so it always fits.

/** Data URLs above this many characters are scaled down before sending. */
export const PICTURE_MAX_CHARS = 600_000;
const MAX_SIDE = 1024;

/** A picture to send: the data URL itself, scaled down when it is too big; null when there is no new one. */
export async function pictureToSend(value: string | null | undefined): Promise<string | null> {
  if (!value || !value.startsWith('data:')) return null;
  if (value.length <= PICTURE_MAX_CHARS || value.startsWith('data:image/svg')) return value;
  const image = new Image();
  image.src = value;
  await image.decode();
  const scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) return value;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  for (const quality of [0.85, 0.7, 0.5]) {
    const scaled = canvas.toDataURL('image/jpeg', quality);
    if (scaled.length <= PICTURE_MAX_CHARS) return scaled;
  }
  return canvas.toDataURL('image/jpeg', 0.4);
}
