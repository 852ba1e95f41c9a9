// Port checks for the local stack: is a port free before we start, is a server listening yet.
import { createConnection, createServer } from 'node:net';

/**
 * True when nothing listens on host:port (we can bind it ourselves).
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * @param {number} port
 * @param {string} host
 * @returns {Promise<boolean>}
 */
function canConnect(port, host) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Waits until something listens on host:port. Rejects after timeoutMs, or as soon as
 * shouldGiveUp() returns a reason (e.g. the process that should open the port has exited).
 * @param {{ host: string, port: number, timeoutMs: number, shouldGiveUp?: () => string | null }} options
 * @returns {Promise<void>}
 */
export async function waitForPort({ host, port, timeoutMs, shouldGiveUp = () => null }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = shouldGiveUp();
    if (reason) throw new Error(reason);
    if (await canConnect(port, host)) return;
    if (Date.now() > deadline)
      throw new Error(
        `nothing is listening on ${host}:${port} after ${Math.round(timeoutMs / 1000)} s`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
