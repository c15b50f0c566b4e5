import sharp from 'sharp';

/**
 * Demo images made by the project itself: SVG artwork rendered to JPEG/PNG with sharp.
 * Nothing is downloaded; every picture is deterministic for a given input.
 */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT = "Impact, 'DejaVu Sans Condensed', 'Liberation Sans Narrow', 'Arial Narrow', sans-serif";

/** A small deterministic PRNG so the same name always gives the same picture. */
function rng(seed: string) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

const PALETTES = [
  ['#0b0b0d', '#5a0610', '#c1121f'],
  ['#0b0b0d', '#1f2937', '#b91c1c'],
  ['#09090b', '#3f0d12', '#f97316'],
  ['#0b0b0d', '#27272a', '#dc2626'],
  ['#050505', '#1e1b4b', '#be123c'],
  ['#0b0b0d', '#14532d', '#b91c1c'],
];

/** Jagged mountains / flames / spikes: a metal-ish backdrop. */
function backdrop(w: number, h: number, seed: string): string {
  const r = rng(seed);
  const [bg, mid, accent] = PALETTES[Math.floor(r() * PALETTES.length)];
  const peaks: string[] = [];
  for (let layer = 0; layer < 3; layer++) {
    let d = `M0 ${h}`;
    const base = h * (0.55 + layer * 0.13);
    const steps = 10 + layer * 4;
    for (let i = 0; i <= steps; i++) {
      const x = (w / steps) * i;
      const y = base - r() * h * (0.35 - layer * 0.08);
      d += ` L${x.toFixed(0)} ${y.toFixed(0)}`;
    }
    d += ` L${w} ${h} Z`;
    const fill = layer === 0 ? mid : layer === 1 ? '#111114' : '#050506';
    peaks.push(`<path d="${d}" fill="${fill}" opacity="${layer === 0 ? 0.9 : 1}"/>`);
  }
  const rays: string[] = [];
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2 + r() * 0.2;
    const x2 = w / 2 + Math.cos(a) * w;
    const y2 = h * 0.42 + Math.sin(a) * w;
    rays.push(`<line x1="${w / 2}" y1="${h * 0.42}" x2="${x2.toFixed(0)}" y2="${y2.toFixed(0)}" stroke="${accent}" stroke-opacity="0.12" stroke-width="${(6 + r() * 30).toFixed(0)}"/>`);
  }
  return `
    <defs>
      <radialGradient id="glow" cx="50%" cy="42%" r="60%">
        <stop offset="0%" stop-color="${accent}" stop-opacity="0.85"/>
        <stop offset="45%" stop-color="${mid}" stop-opacity="0.6"/>
        <stop offset="100%" stop-color="${bg}" stop-opacity="1"/>
      </radialGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="${bg}"/>
    <rect width="${w}" height="${h}" fill="url(#glow)"/>
    ${rays.join('')}
    ${peaks.join('')}`;
}

function svg(w: number, h: number, body: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`);
}

function title(text: string, x: number, y: number, wanted: number, opts: { anchor?: string; color?: string; spacing?: number; maxWidth?: number } = {}) {
  // Bold sans glyphs average ~0.72em (+ letter spacing): shrink the size until the line fits.
  const spacing = opts.spacing ?? 2;
  const maxWidth = opts.maxWidth ?? 520;
  const size = Math.min(wanted, Math.floor(maxWidth / Math.max(1, text.length * 0.72 + (text.length * spacing) / wanted)));
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="900" font-size="${size}" fill="${opts.color ?? '#ffffff'}" text-anchor="${opts.anchor ?? 'middle'}" letter-spacing="${spacing}" stroke="#000" stroke-opacity="0.55" stroke-width="${Math.max(1, size / 30)}" paint-order="stroke">${esc(text)}</text>`;
}

export async function bandImage(name: string, genre: string): Promise<Buffer> {
  const w = 800;
  const h = 600;
  const size = Math.min(120, Math.floor((w * 1.25) / Math.max(6, name.length)));
  const body = `${backdrop(w, h, name)}
    ${title(name.toUpperCase(), w / 2, h * 0.5, size, { maxWidth: w - 80 })}
    ${title(genre.toUpperCase(), w / 2, h * 0.5 + 56, 30, { color: '#e5e5e5', spacing: 6, maxWidth: w - 80 })}`;
  return sharp(svg(w, h, body)).jpeg({ quality: 82 }).toBuffer();
}

export async function newsImage(headline: string, kicker: string): Promise<Buffer> {
  const w = 1200;
  const h = 675;
  const words = headline.toUpperCase().split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && (last + ' ' + word).length <= 18) lines[lines.length - 1] = last + ' ' + word;
    else lines.push(word);
  }
  const shown = lines.slice(0, 3);
  const body = `${backdrop(w, h, headline)}
    ${title(kicker.toUpperCase(), 70, 110, 34, { anchor: 'start', color: '#ff9a9e', spacing: 8, maxWidth: w - 140 })}
    ${shown.map((l, i) => title(l, 70, 210 + i * 100, 92, { anchor: 'start', maxWidth: w - 140 })).join('')}`;
  return sharp(svg(w, h, body)).jpeg({ quality: 80 }).toBuffer();
}

export async function posterImage(year: string, headliners: string[]): Promise<Buffer> {
  const w = 600;
  const h = 800;
  const body = `${backdrop(w, h, `poster-${year}`)}
    <rect x="24" y="24" width="${w - 48}" height="${h - 48}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>
    ${title('METAL GATES', w / 2, 130, 78, { spacing: 4, maxWidth: w - 100 })}
    ${title(year, w / 2, 250, 120, { color: '#ff5c63', maxWidth: w - 100 })}
    ${headliners.slice(0, 6).map((b, i) => title(b.toUpperCase(), w / 2, 400 + i * 56, i === 0 ? 48 : 36, { color: i === 0 ? '#fff' : '#e5e5e5', maxWidth: w - 100 })).join('')}
    ${title('QUANTIC CLUB · BUCHAREST', w / 2, h - 60, 26, { color: '#d4d4d8', spacing: 4, maxWidth: w - 100 })}`;
  return sharp(svg(w, h, body)).jpeg({ quality: 82 }).toBuffer();
}

export async function heroImage(width: number, height: number): Promise<Buffer> {
  const crowd: string[] = [];
  const r = rng('crowd');
  for (let i = 0; i < Math.floor(width / 14); i++) {
    const x = r() * width;
    const y = height * (0.8 + r() * 0.12);
    const s = 14 + r() * 16;
    crowd.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${s.toFixed(0)}" fill="#030303"/>`);
    if (r() > 0.7) {
      crowd.push(`<path d="M${x.toFixed(0)} ${(y - s).toFixed(0)} l-8 -${(40 + r() * 30).toFixed(0)} l6 0 l4 30 z" fill="#030303"/>`);
    }
  }
  const beams: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = (width / 7) * (i + 1);
    beams.push(`<path d="M${x} 0 L${x - width * 0.12} ${height} L${x + width * 0.12} ${height} Z" fill="#ff2a2a" opacity="0.10"/>`);
  }
  const body = `${backdrop(width, height, 'hero')}${beams.join('')}
    <rect y="${height * 0.86}" width="${width}" height="${height * 0.14}" fill="#030303"/>${crowd.join('')}`;
  return sharp(svg(width, height, body)).jpeg({ quality: 78 }).toBuffer();
}

export async function logoImage(): Promise<Buffer> {
  const w = 520;
  const h = 140;
  // Transparent, in one red that reads on the dark theme's near-black and the light theme's white
  // (about 4:1 on either): the header shows it on whichever background the visitor chose.
  const red = '#e0202c';
  const body = `
    <path d="M20 120 L60 20 L100 120 Z M40 120 L80 120 L60 60 Z" fill="${red}" fill-rule="evenodd"/>
    <text x="300" y="92" font-family="${FONT}" font-weight="900" font-size="45" fill="${red}" text-anchor="middle" letter-spacing="3">METAL GATES</text>
    <rect x="118" y="108" width="364" height="6" fill="${red}"/>`;
  return sharp(svg(w, h, body)).png().toBuffer();
}

const MARKS = {
  shield: (c: string) => `<path d="M0 -46 L40 -32 L36 12 Q30 36 0 50 Q-30 36 -36 12 L-40 -32 Z" fill="${c}"/><path d="M-16 -10 L0 14 L16 -10" stroke="#fff" stroke-width="8" fill="none"/>`,
  bolt: (c: string) => `<path d="M8 -50 L-30 6 L-4 6 L-12 50 L30 -8 L4 -8 Z" fill="${c}"/>`,
  wave: (c: string) => `<circle r="46" fill="${c}"/><path d="M-32 0 Q-24 -22 -16 0 T0 0 T16 0 T32 0" stroke="#fff" stroke-width="7" fill="none"/>`,
  gear: (c: string) =>
    `<g fill="${c}">${[0, 45, 90, 135].map((a) => `<rect x="-9" y="-50" width="18" height="100" transform="rotate(${a})"/>`).join('')}<circle r="36"/></g><circle r="14" fill="#fff"/>`,
  star: (c: string) => `<path d="M0 -48 L13 -15 L47 -15 L19 6 L29 40 L0 20 L-29 40 L-19 6 L-47 -15 L-13 -15 Z" fill="${c}"/>`,
};

/** A partner's logo: a mark and the name in dark ink on a transparent background, wide or square. */
export async function partnerLogo(name: string, tagline: string, mark: keyof typeof MARKS, square = false): Promise<Buffer> {
  const r = rng(name);
  const ink = ['#111827', '#1f2937', '#3f0d12', '#0c4a6e', '#14532d'][Math.floor(r() * 5)];
  const accent = ['#c1121f', '#ea580c', '#b91c1c', '#0369a1', '#15803d'][Math.floor(r() * 5)];
  // Whatever font the machine has (Impact, DejaVu...), the line is squeezed into `fit` px at most.
  const text = (s: string, x: number, y: number, size: number, color: string, anchor: string, fit: number, weight = 900, spacing = 1) => {
    const squeeze = s.length * (size * 0.72 + spacing) > fit ? ` textLength="${fit}" lengthAdjust="spacingAndGlyphs"` : '';
    return `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="${weight}" font-size="${size}" fill="${color}" text-anchor="${anchor}" letter-spacing="${spacing}"${squeeze}>${esc(s)}</text>`;
  };
  if (square) {
    const w = 320;
    const body = `<g transform="translate(160 110) scale(1.3)">${MARKS[mark](accent)}</g>
      ${text(name.toUpperCase(), 160, 236, Math.min(34, Math.floor(400 / name.length)), ink, 'middle', 290)}
      ${text(tagline.toUpperCase(), 160, 274, 18, ink, 'middle', 290, 600, 3)}`;
    return sharp(svg(w, w, body)).png().toBuffer();
  }
  const w = 600;
  const h = 180;
  const size = Math.min(56, Math.floor(600 / name.length));
  const body = `<g transform="translate(90 90) scale(1.3)">${MARKS[mark](accent)}</g>
    ${text(name.toUpperCase(), 170, 100, size, ink, 'start', 410)}
    ${text(tagline.toUpperCase(), 172, 138, 22, accent, 'start', 410, 600, 4)}`;
  return sharp(svg(w, h, body)).png().toBuffer();
}
