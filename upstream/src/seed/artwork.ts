// Generated artwork for the demo estate: card pictures and logos as small SVGs, so the demo needs no
// downloads and every card shows something recognisable.
const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A wide card picture: a two-colour gradient with a skyline and the name. */
export function cardPicture(name: string, from: string, to: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="300" viewBox="0 0 640 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="300" fill="url(#g)"/>
<circle cx="520" cy="80" r="38" fill="#fff" opacity=".25"/>
<path d="M0 240 L60 240 L60 170 L110 170 L110 205 L170 205 L170 120 L230 120 L230 190 L290 190 L290 150 L340 150 L340 215 L410 215 L410 135 L470 135 L470 200 L540 200 L540 160 L600 160 L600 240 L640 240 L640 300 L0 300Z" fill="#fff" opacity=".18"/>
<text x="32" y="275" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="#fff">${escape(name)}</text>
</svg>`;
  return Buffer.from(svg);
}

/** A square logo: initials on a round badge. */
export function logo(initials: string, colour: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<circle cx="64" cy="64" r="62" fill="${colour}"/>
<text x="64" y="78" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="44" font-weight="700" fill="#fff">${escape(initials)}</text>
</svg>`;
  return Buffer.from(svg);
}

export const SERVICE_COLOURS: Record<string, [string, string]> = {
  HOTEL: ['#01509A', '#2B8AD8'],
  RESTAURANT: ['#B5451B', '#E8913A'],
  HOUSEKEEPING: ['#2F7D5B', '#6BC49A'],
  INVENTORY: ['#5B4B8A', '#9B88D6'],
};
