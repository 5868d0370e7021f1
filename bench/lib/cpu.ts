import fs from 'node:fs';

// CPU time of the processes a figure depends on, from /proc (Linux): which of them saturates the machine.

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

const readStat = (pid: number) => {
  try {
    // the command name may hold spaces: the fields start after its closing parenthesis
    const after = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { ppid: Number(after[1]), ticks: Number(after[11]) + Number(after[12]) };
  } catch {
    return undefined; // the process ended
  }
};
const cmdline = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};
const pids = () =>
  fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number);

/**
 * The app server of this run (its node process, started with DATA_DIR=`dataDir`) and its PostgreSQL (the postmaster
 * on `postgresDataDir`, by default the embedded one in `dataDir`, and its backends).
 */
function processesOf(dataDir: string, postgresDataDir = dataDir) {
  const all = pids();
  const server = all.filter((pid) => {
    const cmd = cmdline(pid);
    if (!cmd.includes('dist/server/main.js')) return false;
    try {
      return fs.readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`DATA_DIR=${dataDir}\0`);
    } catch {
      return false;
    }
  });
  const postmaster = all.find((pid) => cmdline(pid).includes(`${postgresDataDir}/pg`) && /postgres/.test(cmdline(pid)));
  const postgres =
    postmaster === undefined ? [] : [postmaster, ...all.filter((pid) => readStat(pid)?.ppid === postmaster)];
  return { server, postgres };
}

const ticksOf = (list: number[]) => new Map(list.map((pid) => [pid, readStat(pid)?.ticks ?? 0]));

/** Starts counting; `stop()` returns each side's CPU use over the interval, in cores (1 = one core busy throughout). */
export function startCpuAccounting(dataDir: string, postgresDataDir?: string) {
  const processes = () => processesOf(dataDir, postgresDataDir);
  const before = processes();
  const serverBefore = ticksOf(before.server);
  const postgresBefore = ticksOf(before.postgres);
  const selfBefore = process.cpuUsage();
  const t0 = performance.now();
  return () => {
    const seconds = (performance.now() - t0) / 1000;
    const after = processes();
    // a backend that started meanwhile counts whole; one that ended is lost (the pools keep theirs open)
    const used = (list: number[], start: Map<number, number>) =>
      list.reduce((sum, pid) => sum + Math.max(0, (readStat(pid)?.ticks ?? 0) - (start.get(pid) ?? 0)), 0) /
      TICKS_PER_SECOND;
    const self = process.cpuUsage(selfBefore);
    return {
      server: used(after.server, serverBefore) / seconds,
      postgres: used(after.postgres, postgresBefore) / seconds,
      loadGenerator: (self.user + self.system) / 1e6 / seconds,
    };
  };
}

/** CPU milliseconds per request (or turn) from the cores a side used and the rate served over the same interval. */
export const cpuMsEach = (coresUsed: number, perSecond: number) => (coresUsed * 1000) / Math.max(1, perSecond);
