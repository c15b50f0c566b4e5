// A "photographic" hero for the benchmark: smooth light beams under fine grain, as a JPEG of
// about the wanted size (grain is what makes real photos big; flat SVG art compresses to nothing).
import sharp from 'sharp';

export async function photographicHero(targetBytes = 5 * 1024 * 1024) {
  const width = 4800;
  const height = 3200;
  const beams = Array.from({ length: 7 }, (_, i) => {
    const x = (width / 8) * (i + 1);
    return `<path d="M${x} 0 L${x - 500} ${height} L${x + 500} ${height} Z" fill="#ff2a2a" opacity="0.18"/>`;
  }).join('');
  const art = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g" cx="50%" cy="30%" r="80%"><stop offset="0" stop-color="#5a1a1a"/><stop offset="1" stop-color="#050505"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${beams}</svg>`,
    ),
  )
    .png()
    .toBuffer();
  const grain = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
    .png()
    .toBuffer();
  let quality = 95;
  for (;;) {
    const jpeg = await sharp(art)
      .composite([{ input: grain, blend: 'overlay' }])
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= targetBytes * 1.05 || quality <= 40) return jpeg;
    quality -= 2;
  }
}
