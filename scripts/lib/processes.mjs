// Child processes of the local stack: each runs in its own process group with its output
// prefixed by a name, and is stopped on purpose (once, with the signal it handles best).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const COLORS = { cyan: 36, magenta: 35, yellow: 33, green: 32, blue: 34 };
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const isWindows = process.platform === 'win32';

/**
 * @param {string} text
 * @param {keyof typeof COLORS} color
 */
export function paint(text, color) {
  return useColor ? `\u001b[${COLORS[color]}m${text}\u001b[0m` : text;
}

/**
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null }} ExitInfo
 * @typedef {{
 *   name: string,
 *   pid: number | undefined,
 *   exited: Promise<ExitInfo>,
 *   exitInfo: () => ExitInfo | null,
 *   waitForLine: (pattern: RegExp, timeoutMs: number) => Promise<void>,
 *   stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<ExitInfo>,
 * }} ManagedProcess
 */

/**
 * Starts a process in its own process group (so a Ctrl-C in the terminal reaches only us and we
 * decide how each child stops), with stdin closed (firebase-tools then never waits on a prompt)
 * and every output line prefixed with its name.
 * @param {{ name: string, color: keyof typeof COLORS, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv }} options
 * @returns {ManagedProcess}
 */
export function startProcess({ name, color, command, args, cwd, env }) {
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: !isWindows,
  });
  const prefix = paint(`[${name}]`.padEnd(12), color);
  /** @type {Set<(line: string) => void>} */
  const lineListeners = new Set();
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(`${prefix} ${line}\n`);
      for (const listener of lineListeners) listener(line);
    });
  }
  /** @type {ExitInfo | null} */
  let exitInfo = null;
  /** @type {Promise<ExitInfo>} */
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      process.stdout.write(`${prefix} could not start ${command}: ${error.message}\n`);
      exitInfo = { code: 127, signal: null };
      resolve(exitInfo);
    });
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
  });

  /** @param {NodeJS.Signals} signal @param {boolean} wholeGroup */
  const send = (signal, wholeGroup) => {
    if (child.pid === undefined || exitInfo) return;
    try {
      if (wholeGroup && !isWindows) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // Already gone.
    }
  };

  return {
    name,
    pid: child.pid,
    exited,
    exitInfo: () => exitInfo,
    /** Resolves when the process prints a line matching pattern; rejects if it exits first or on time-out. */
    waitForLine(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        /** @param {Error | null} error */
        const finish = (error) => {
          clearTimeout(timer);
          lineListeners.delete(listener);
          if (error) reject(error);
          else resolve();
        };
        /** @param {string} line */
        const listener = (line) => {
          // eslint-disable-next-line no-control-regex
          if (pattern.test(line.replace(/\u001b\[[0-9;]*m/g, ''))) finish(null);
        };
        const timer = setTimeout(
          () =>
            finish(
              new Error(`${name} did not report ready within ${Math.round(timeoutMs / 1000)} s`),
            ),
          timeoutMs,
        );
        lineListeners.add(listener);
        void exited.then((info) =>
          finish(
            new Error(`${name} exited (code ${info.code ?? info.signal}) before it was ready`),
          ),
        );
      });
    },
    /**
     * Sends `signal` to the process itself (it shuts down its own children cleanly), then kills
     * the whole group if it has not exited after graceMs.
     */
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (exitInfo) return exitInfo;
      send(signal, false);
      const timer = setTimeout(() => send('SIGKILL', true), graceMs);
      const info = await exited;
      clearTimeout(timer);
      // Leave nothing behind from its group (e.g. an emulator's java process).
      if (child.pid !== undefined && !isWindows) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // The group is already empty.
        }
      }
      return info;
    },
  };
}

/**
 * Runs a process to completion with prefixed output.
 * @param {{ name: string, color: keyof typeof COLORS, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv }} options
 * @param {(process: ManagedProcess) => void} [track] called with the running process, so a Ctrl-C can stop it
 * @returns {Promise<number>} the exit code (1 when killed by a signal)
 */
export async function run(options, track) {
  const managed = startProcess(options);
  track?.(managed);
  const { code } = await managed.exited;
  return code ?? 1;
}
