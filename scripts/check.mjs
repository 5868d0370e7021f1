// `npm run check`: typecheck, lint and format check at once. Each is mostly one thread, so on two cores running them
// side by side takes about as long as the lint alone. Each one's output is printed whole when it ends.
import { spawn } from 'node:child_process';

const STEPS = ['typecheck', 'lint', 'format:check'];

const run = (/** @type {string} */ script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${script}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });

const codes = await Promise.all(STEPS.map(run));
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
