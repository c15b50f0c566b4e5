// The image encoder's child process (see encoder.ts): decodes and encodes one image at a time with
// sharp, so libvips' threads, their malloc arenas and the encoders' buffers live here, not in the
// serving process. Answers each job with the rendition or with the refusal (413/415) as data.
import { isAppError } from '../../errors';
import { renderVariants } from './variants';

interface Job {
  id: number;
  image: Uint8Array;
  mime: string;
  label: string;
}

// One image at a time: concurrent uploads queue here instead of multiplying the peak memory.
let queue: Promise<unknown> = Promise.resolve();

process.on('message', (job: Job) => {
  queue = queue.then(() => encode(job));
});

function encode(job: Job) {
  const buffer = Buffer.from(job.image.buffer, job.image.byteOffset, job.image.byteLength);
  return renderVariants(buffer, job.mime, job.label).then(
    (rendition) => process.send!({ id: job.id, rendition }),
    (error: unknown) =>
      process.send!({
        id: job.id,
        error: isAppError(error)
          ? { status: error.status, code: error.code, message: error.message }
          : { message: error instanceof Error ? error.message : String(error) },
      }),
  );
}
// The server went away, or stopped this child: nothing left to encode for.
process.on('disconnect', () => process.exit(0));
// Ctrl-C and a supervisor's stop reach the whole process group, this child too: the server decides
// when it stops (after its drain has answered every upload in flight), so the signals are ignored.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => {});
