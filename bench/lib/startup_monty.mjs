// Monty's in-process cost per sandbox: parse `x = 1` into a new Monty
// object and run it, N times in one node process; prints microseconds per
// cycle. Called by bench/startup with the package directory and N, so the
// package is imported by path from the git-ignored bench/.monty.
import { pathToFileURL } from 'node:url'
import { join } from 'node:path'

const [pkg, nArg] = process.argv.slice(2)
const n = Number(nArg)
const { Monty } = await import(pathToFileURL(join(pkg, 'wrapper.js')).href)

// Warm up so that lazy loading of the addon is not charged to the cycles.
for (let i = 0; i < 100; i++) new Monty('x = 1').run()
let best = Infinity
for (let round = 0; round < 5; round++) {
  const t0 = process.hrtime.bigint()
  for (let i = 0; i < n; i++) new Monty('x = 1').run()
  const t1 = process.hrtime.bigint()
  best = Math.min(best, Number(t1 - t0) / 1000 / n)
}
console.log(`us_per_cycle=${best.toFixed(3)}`)
