// Build step after `vite build`: writes .br and .gz next to every compressible hashed asset, so
// the server sends them with Content-Encoding and spends no CPU compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|wasm)$/;

export function compressAssets(assetsDir) {
  if (!fs.existsSync(assetsDir)) return 0;
  let count = 0;
  for (const name of fs.readdirSync(assetsDir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(assetsDir, name);
    const data = fs.readFileSync(file);
    if (data.length < 1024) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    count += 1;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'web/dist/assets');
  console.log(`compressed ${compressAssets(dir)} assets in ${dir} (brotli + gzip)`);
}
