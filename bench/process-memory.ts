// The resident memory of a process and every process it started, read from /proc (Linux): what
// the benchmarks report beside their throughput (bench/footprint.bench.ts, bench/courses.bench.ts).
import fs from 'node:fs'
import path from 'node:path'

export interface ProcessMemory {
  pid: number
  name: string
  rssKb: number
  peakKb: number
}

/** The process and every descendant, read from /proc (Linux). */
export function processTree(rootPid: number): ProcessMemory[] {
  const parents = new Map<number, number>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(Number(entry), ppid)
    } catch {
      // The process ended while we read.
    }
  }
  const inTree = (pid: number): boolean => {
    for (let p: number | undefined = pid; p; p = parents.get(p)) if (p === rootPid) return true
    return false
  }
  const tree: ProcessMemory[] = []
  for (const pid of parents.keys()) {
    if (!inTree(pid)) continue
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
      const field = (name: string) =>
        Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0)
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
      const name = args
        .map((a) => path.basename(a))
        .join(' ')
        .slice(0, 60)
      tree.push({ pid, name, rssKb: field('VmRSS'), peakKb: field('VmHWM') })
    } catch {
      // The process ended while we read.
    }
  }
  return tree
}

/** Summed over the tree, in MB: resident now, and each process's peak. */
export function treeMemoryMb(rootPid: number): { rssMb: number; peakMb: number } {
  const tree = processTree(rootPid)
  return {
    rssMb: tree.reduce((sum, p) => sum + p.rssKb, 0) / 1024,
    peakMb: tree.reduce((sum, p) => sum + p.peakKb, 0) / 1024,
  }
}

/** CPU seconds (user and system) the process has used so far, from /proc (Linux); 0 elsewhere. */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // After the last ')': state is field 3, utime and stime are fields 14 and 15, in clock ticks
    // (100 a second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}
