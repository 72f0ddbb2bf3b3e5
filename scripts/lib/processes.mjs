// Child processes for the scripts: run a command to completion, or keep one running with its lines prefixed.
import { spawn } from 'node:child_process';
import process from 'node:process';
import readline from 'node:readline';
import { root } from './workspaces.mjs';

export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
export const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** Commands started by run() that have not finished yet. */
const running = new Set();

/**
 * Runs a command with the terminal's output attached; resolves to its exit code (a signal counts as a failure).
 * The command gets its own process group so that stopRunningOnSignal() can stop it with everything it started
 * (npm → sh → rsbuild): npm does not pass a signal on reliably.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      detached: process.platform !== 'win32',
      ...options,
    });
    running.add(child);
    child.on('error', (error) => {
      running.delete(child);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}

/**
 * Makes SIGINT/SIGTERM/SIGHUP stop the commands run() started (their whole process groups) and then this
 * process, so that neither a Ctrl-C nor a supervisor's SIGTERM leaves a build or a test run behind. Returns a
 * function that removes the handlers.
 */
export function stopRunningOnSignal() {
  const handler = (signal) => {
    for (const child of running) signalGroup(child, signal);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, handler);
  return () => signals.forEach((signal) => process.off(signal, handler));
}

/** Stops every command run() started and has not finished (their whole process groups). */
export function stopRunning(signal = 'SIGTERM') {
  for (const child of running) signalGroup(child, signal);
}

/** '12.3 s' or '2 min 5 s'. */
export function formatDuration(ms) {
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  return `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const COLORS = [36, 35, 33, 32, 34, 31, 96, 95];

/** Paints a label in one of a few terminal colours (none when the output is not a terminal). */
export function paint(text, index) {
  return useColor ? `\x1b[${COLORS[index % COLORS.length]}m${text}\x1b[0m` : text;
}

/** Copies every non-blank line of a stream to stdout with a prefix in front, and hands each line to onLine. */
export function prefixLines(stream, prefix, onLine) {
  const lines = readline.createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', (line) => {
    if (line.trim() !== '') process.stdout.write(`${prefix} ${line}\n`);
    onLine?.(line);
  });
}

/**
 * Starts a long-running command in its own process group, with its output prefixed. The group lets the caller
 * stop it and everything it started (npm → rsbuild, node → postgres) with one signal.
 */
export function startPrefixed(prefix, command, args, options = {}, onLine = undefined) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
    ...options,
  });
  prefixLines(child.stdout, prefix, onLine);
  prefixLines(child.stderr, prefix, onLine);
  return child;
}

/** Sends a signal to a child's whole process group (or to the child alone where groups do not exist). */
export function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Resolves when the child has exited (immediately if it already has). */
export function whenExited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
