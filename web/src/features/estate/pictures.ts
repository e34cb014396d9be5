// A group, hotel or service form sends its new pictures inside one GraphQL request (data URLs),
// whose body the BFF limits to 1 MB; a hotel has six pictures. The new pictures share a budget:
// each one over its share is scaled down in the browser (longest side 1024 px and smaller, WebP so
// logos keep their transparency, JPEG where WebP cannot be written) until it fits. A picture that
// is not new (the URL of the stored one) or was removed is not sent: the stored one is kept.

/** Characters of data URL all the new pictures of one request may take together. */
export const PICTURE_BUDGET_CHARS = 900_000;
const SIDES = [1024, 768, 512, 320] as const;
const QUALITIES = [0.85, 0.7, 0.5] as const;

const isNew = (value: string | null | undefined): value is string => Boolean(value?.startsWith('data:'));

async function scaled(dataUrl: string, maxChars: number): Promise<string> {
  if (dataUrl.length <= maxChars || dataUrl.startsWith('data:image/svg')) return dataUrl;
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return dataUrl;
  let smallest = dataUrl;
  for (const side of SIDES) {
    const scale = Math.min(1, side / Math.max(image.naturalWidth, image.naturalHeight));
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    for (const quality of QUALITIES) {
      let candidate = canvas.toDataURL('image/webp', quality);
      if (!candidate.startsWith('data:image/webp')) {
        context.globalCompositeOperation = 'destination-over';
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.globalCompositeOperation = 'source-over';
        candidate = canvas.toDataURL('image/jpeg', quality);
      }
      if (candidate.length <= maxChars) return candidate;
      if (candidate.length < smallest.length) smallest = candidate;
    }
  }
  return smallest;
}

/**
 * The pictures to send for the named fields: a new one (scaled to its share of the budget when
 * needed), else null, which keeps the stored picture.
 */
export async function picturesToSend<K extends string>(
  values: Readonly<Record<K, string | null | undefined>>,
  names: readonly K[],
): Promise<Record<K, string | null>> {
  const fresh = names.filter((name) => isNew(values[name]));
  const share = Math.floor(PICTURE_BUDGET_CHARS / Math.max(1, fresh.length));
  const result = {} as Record<K, string | null>;
  for (const name of names) {
    const value = values[name];
    result[name] = isNew(value) ? await scaled(value, share) : null;
  }
  return result;
}
