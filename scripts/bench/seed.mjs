// The bench's content, seeded through the API as staff would: 50 bands with photo-like images, a
// hero image of about 5 MB and 30 articles (the public read path at festival scale).
import sharp from 'sharp';

export async function seed(base, admin) {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const { accessToken } = await login.json();
  const auth = { authorization: `Bearer ${accessToken}` };
  const days = ['25 September - WARMUP', '26 September - DAY 1', '27 September - DAY 2'];
  for (let i = 0; i < 50; i++) {
    // A photo-like JPEG (noise compresses poorly, like a real picture): about 60 KB.
    const noise = Buffer.alloc(320 * 240 * 3).map(() => Math.floor(Math.random() * 256));
    const image = await sharp(noise, { raw: { width: 320, height: 240, channels: 3 } }).jpeg({ quality: 70 }).toBuffer();
    const form = new FormData();
    form.set('name', `Band number ${i + 1}`);
    form.set('country', ['Norway', 'Sweden', 'Finland', 'Romania', 'Germany'][i % 5]);
    form.set('genre', 'Heavy metal');
    form.set('performanceDay', days[i % 3]);
    form.set('biography', `Band ${i + 1} has been playing loud music since ${1980 + (i % 40)}. `.repeat(8));
    form.set('image', new Blob([image], { type: 'image/jpeg' }), `band-${i}.jpg`);
    const res = await fetch(`${base}/api/lineup`, { method: 'POST', headers: auth, body: form });
    if (res.status !== 201) throw new Error(`band seed failed: ${res.status} ${await res.text()}`);
  }
  // The largest image a site carries: a hero photo of about 5 MB (noise, so its size varies; the limit is 10 MB).
  const heroNoise = Buffer.alloc(2600 * 1700 * 3).map(() => Math.floor(Math.random() * 256));
  const hero = await sharp(heroNoise, { raw: { width: 2600, height: 1700, channels: 3 } }).jpeg({ quality: 97 }).toBuffer();
  const heroForm = new FormData();
  heroForm.set('heroImage', new Blob([hero], { type: 'image/jpeg' }), 'hero.jpg');
  const heroRes = await fetch(`${base}/api/site-assets`, { method: 'POST', headers: auth, body: heroForm });
  if (heroRes.status !== 200) throw new Error(`hero seed failed: ${heroRes.status} ${await heroRes.text()}`);
  for (let i = 0; i < 30; i++) {
    const body = { title: `News ${i + 1}`, excerpt: 'The lineup grows.', content: 'Another band joins the bill. '.repeat(30), publishedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() };
    const res = await fetch(`${base}/api/news`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`news seed failed: ${res.status} ${await res.text()}`);
  }
}
