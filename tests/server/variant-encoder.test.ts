import fs from 'node:fs';
import { afterAll, describe, expect, it } from '@jest/globals';
import { AppError } from '../../server/errors';
import { createVariantEncoder } from '../../server/services/files/encoder';
import { photoJpeg, pngClaiming } from '../helpers/images';

// The encoder runs sharp in a child process (so its native memory stays out of the server);
// these check what crosses the process boundary: the rendition's bytes, refusals, a lost child.
describe('variant encoder (child process)', () => {
  const encoder = createVariantEncoder();
  afterAll(() => encoder.close());

  it('returns the rendition with every variant as a Buffer', async () => {
    const rendition = await encoder.render(await photoJpeg(700, 400), 'image/jpeg', 'Photo');
    expect(rendition).toMatchObject({ width: 700, height: 400 });
    expect(rendition.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(rendition.variants.map((v) => `${v.contentType} ${v.width}`).sort()).toEqual(
      ['image/avif 320', 'image/avif 640', 'image/avif 700', 'image/jpeg 700', 'image/webp 320', 'image/webp 640', 'image/webp 700'],
    );
    for (const v of rendition.variants) {
      expect(Buffer.isBuffer(v.data)).toBe(true);
      expect(v.data.length).toBeGreaterThan(100);
    }
  });

  it('passes a refusal back as the same AppError (413 over the pixel limits)', async () => {
    const refused = encoder.render(await pngClaiming(20_000, 10), 'image/png', 'Poster');
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ status: 413, message: expect.stringContaining('Poster is too large') });
  });

  it('fails the jobs of a child that went away, and starts a new one for the next image', async () => {
    const image = await photoJpeg(400, 300);
    const lost = encoder.render(image, 'image/jpeg');
    await encoder.close();
    await expect(lost).rejects.toThrow(/image encoder exited/);
    await expect(encoder.render(image, 'image/jpeg')).resolves.toMatchObject({ width: 400, height: 300 });
  });

  it('finishes an image through SIGTERM and SIGINT (Ctrl-C reaches the whole process group); close() still stops the child', async () => {
    const encoding = encoder.render(await photoJpeg(900, 600), 'image/jpeg');
    const [child] = childrenRunning('variant-worker');
    expect(child).toBeDefined();
    process.kill(child!, 'SIGTERM');
    process.kill(child!, 'SIGINT');
    await expect(encoding).resolves.toMatchObject({ width: 900, height: 600 });
    await encoder.close();
    expect(childrenRunning('variant-worker')).toEqual([]);
  });
});

/** This process's children whose command line mentions `name` (Linux /proc). */
function childrenRunning(name: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === process.pid && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(name);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}
