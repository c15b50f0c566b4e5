// Renders the install icons of the web manifest from web/public/favicon.svg (run again when the logo changes):
// 192 and 512 "any" icons, and a 512 maskable one with the mark inside the 80% safe zone.
import sharp from 'sharp';

const svg = 'web/public/favicon.svg';
const out = 'web/public/icons';
const background = '#0b0b0d';

for (const size of [192, 512]) {
  await sharp(svg, { density: 600 }).resize(size, size).png().toFile(`${out}/icon-${size}.png`);
}
const inner = Math.round(512 * 0.7);
const mark = await sharp(svg, { density: 600 }).resize(inner, inner).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background } })
  .composite([{ input: mark, gravity: 'center' }])
  .png()
  .toFile(`${out}/maskable-512.png`);
console.log('icons written to', out);
