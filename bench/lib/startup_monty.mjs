// Monty's in-process cost per sandbox: parse `x = 1` into a new Monty
// object and run it, N times in one node process; prints CPU microseconds
// per cycle. Called by bench/startup with the package directory and N, so
// the package is imported by path from the git-ignored bench/.monty.
import { pathToFileURL } from 'node:url'
import { join } from 'node:path'

const [pkg, nArg] = process.argv.slice(2)
const n = Number(nArg)
const { Monty } = await import(pathToFileURL(join(pkg, 'wrapper.js')).href)

// Warm up so that lazy loading of the addon is not charged to the cycles.
for (let i = 0; i < 100; i++) new Monty('x = 1').run()
let best = Infinity
for (let round = 0; round < 5; round++) {
  // CPU time, not wall time: the machine is shared (see bench/README.md).
  // process.cpuUsage() covers all of node's threads; in this loop V8's
  // helper threads have next to nothing to do.
  const t0 = process.cpuUsage()
  for (let i = 0; i < n; i++) new Monty('x = 1').run()
  const d = process.cpuUsage(t0)
  best = Math.min(best, (d.user + d.system) / n)
}
console.log(`us_per_cycle=${best.toFixed(3)}`)
