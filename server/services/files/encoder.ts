import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { AppError, type ErrorCode } from '../../errors';
import type { ImageRendition } from './variants';

/** Turns an uploaded image into its rendition (size, placeholder, variants); refusals are AppErrors (413/415). */
export type RenderVariants = (image: Buffer, mime: string, label?: string) => Promise<ImageRendition>;

export interface VariantEncoder {
  render: RenderVariants;
  /** Starts the child ahead of the first upload (it still exits after `idleMs` without work). */
  warm(): void;
  /** Stops the child (shutdown); a later render starts a new one. */
  close(): Promise<void>;
}

interface Reply {
  id: number;
  rendition?: ImageRendition;
  error?: { status?: number; code?: ErrorCode; message: string };
}

// The compiled server runs dist/server/variant-worker.js beside its main.js (scripts/server-build.mjs);
// from the TypeScript sources (tests, `npm run serve`) the child runs the .ts file through tsx.
const fromSources = import.meta.url.endsWith('.ts');
const workerFile = fileURLToPath(new URL(fromSources ? './variant-worker.ts' : './variant-worker.js', import.meta.url));
const workerExecArgv = fromSources ? ['--import', 'tsx'] : ['--enable-source-maps'];

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Encodes image variants in a child process, one image at a time. sharp's native memory (libvips
 * threads, one glibc arena each, AVIF/WebP encoder buffers: +100 MB at the peak of 50 uploads)
 * then never enters the serving process, whose resident size only ever grows. The child starts on
 * the first upload and exits after `idleMs` without work, giving its memory back to the system.
 */
export function createVariantEncoder({ idleMs = 30_000 } = {}): VariantEncoder {
  let child: ChildProcess | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (r: ImageRendition) => void; reject: (e: Error) => void }>();
  let idleTimer: NodeJS.Timeout | undefined;

  // The child ignores SIGINT/SIGTERM (a signal to the whole process group, Ctrl-C, must not cut an
  // upload the draining server is still answering): it is stopped by closing its channel, on which
  // it exits (variant-worker.ts), or by SIGKILL when the channel is gone already.
  const stop = () => {
    if (child?.connected) child.disconnect();
    else child?.kill('SIGKILL');
    child = undefined;
  };

  // While idle the child must not keep the server (or a test run) alive.
  const settle = () => {
    if (pending.size > 0 || !child) return;
    child.channel?.unref();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(stop, idleMs).unref();
  };

  const start = () => {
    const started = fork(workerFile, [], { execArgv: workerExecArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    started.on('message', (reply: Reply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if (reply.rendition) {
        const { rendition } = reply;
        job.resolve({
          ...rendition,
          variants: rendition.variants.map((v) => ({ ...v, data: asBuffer(v.data) })),
          ...(rendition.cleanOriginal && { cleanOriginal: asBuffer(rendition.cleanOriginal) }),
        });
      } else {
        const { status, code, message } = reply.error!;
        job.reject(status && code ? new AppError(status, code, message) : new Error(`image encoding failed: ${message}`));
      }
      settle();
    });
    // A crashed child (out of memory on a hostile image) fails its jobs; the next upload starts a new one.
    started.on('exit', (exitCode, signal) => {
      if (child === started) child = undefined;
      for (const [id, job] of pending) {
        pending.delete(id);
        job.reject(new Error(`image encoder exited (${signal ?? `exit ${exitCode}`})`));
      }
    });
    return started;
  };

  return {
    warm() {
      child ??= start();
      settle();
    },
    render(image, mime, label = 'Image') {
      clearTimeout(idleTimer);
      child ??= start();
      child.channel?.ref();
      const id = nextId++;
      return new Promise<ImageRendition>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child!.send({ id, image, mime, label });
      });
    },
    async close() {
      clearTimeout(idleTimer);
      const running = child;
      if (!running) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      stop();
      await exited;
    },
  };
}
