import fs from 'node:fs';
import net from 'node:net';

/** Whether a server answers on its backup socket (a socket file alone may be left by one that died). */
export function serverIsRunning(socketPath: string): Promise<boolean> {
  if (!fs.existsSync(socketPath)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
