// Pictures travel to the BFF inside one GraphQL request (data URLs), whose body the BFF limits to
// 1 MB. A new picture over its budget is scaled down in the browser first; a picture that is not
// new (the URL of the stored one) or was removed is not sent: the stored one is kept.
// - One picture (restaurant foods and categories): longest side 1024 px, JPEG on white, within
//   PICTURE_MAX_CHARS.
// - Several pictures of one form (a group, hotel or service; a hotel has six): the new ones share
//   PICTURE_BUDGET_CHARS, each one over its share scaled (longest side 1024 px and smaller, WebP so
//   logos keep their transparency, JPEG where WebP cannot be written) until it fits.

/** Data URLs of a single picture above this many characters are scaled down before sending. */
export const PICTURE_MAX_CHARS = 600_000;
/** Characters of data URL all the new pictures of one request may take together. */
export const PICTURE_BUDGET_CHARS = 900_000;

interface ScaleSteps {
  /** The longest sides to try, largest first. */
  sides: readonly number[];
  qualities: readonly number[];
  /** WebP first (keeps transparency), else JPEG on white only. */
  webp: boolean;
}

const ONE_PICTURE: ScaleSteps = { sides: [1024], qualities: [0.85, 0.7, 0.5, 0.4], webp: false };
const SHARED_BUDGET: ScaleSteps = { sides: [1024, 768, 512, 320], qualities: [0.85, 0.7, 0.5], webp: true };

const isNew = (value: string | null | undefined): value is string => Boolean(value?.startsWith('data:'));

/** The data URL scaled down until it fits maxChars; the smallest tried when none fits. */
async function scaled(dataUrl: string, maxChars: number, steps: ScaleSteps): Promise<string> {
  if (dataUrl.length <= maxChars || dataUrl.startsWith('data:image/svg')) return dataUrl;
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return dataUrl;
  let smallest = dataUrl;
  for (const side of steps.sides) {
    const scale = Math.min(1, side / Math.max(image.naturalWidth, image.naturalHeight));
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    for (const quality of steps.qualities) {
      let candidate = steps.webp ? canvas.toDataURL('image/webp', quality) : '';
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

/** A picture to send: the data URL itself, scaled down when it is too big; null when there is no new one. */
export async function pictureToSend(value: string | null | undefined): Promise<string | null> {
  return isNew(value) ? scaled(value, PICTURE_MAX_CHARS, ONE_PICTURE) : null;
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
    result[name] = isNew(value) ? await scaled(value, share, SHARED_BUDGET) : null;
  }
  return result;
}
