// Monty's in-process cost per sandbox: parse `x = 1` into a new Monty
// object and run it, N times in one node process; prints CPU microseconds
// per cycle. Called by bench/startup with the package directory, N and
// optionally a file to compile, so the package is imported by path from
// the git-ignored bench/.monty. With the file it also prints
//   compile_us_per_kb=  new Monty(source) (Monty parses and prepares in
//                       its constructor), per KB of source
//   instance_bytes=     RSS growth per kept `new Monty('x = 1')`, over
//                       5000 of them: Monty's sandbox state lives in the
//                       native addon, out of reach of V8's heap figures,
//                       so this is approximate (it includes the JS wrapper)
import { pathToFileURL } from 'node:url'
import { join } from 'node:path'
import { readFileSync } from 'node:fs'

const [pkg, nArg, compileFile] = process.argv.slice(2)
const n = Number(nArg)
const { Monty } = await import(pathToFileURL(join(pkg, 'wrapper.js')).href)

// CPU time, not wall time: the machine is shared (see bench/README.md).
// process.cpuUsage() covers all of node's threads; in these loops V8's
// helper threads have next to nothing to do.
function cpuUs () {
  const u = process.cpuUsage()
  return u.user + u.system
}

// Warm up so that lazy loading of the addon is not charged to the cycles.
for (let i = 0; i < 100; i++) new Monty('x = 1').run()
let best = Infinity
for (let round = 0; round < 5; round++) {
  const t0 = cpuUs()
  for (let i = 0; i < n; i++) new Monty('x = 1').run()
  best = Math.min(best, (cpuUs() - t0) / n)
}
console.log(`us_per_cycle=${best.toFixed(3)}`)

if (compileFile) {
  const src = readFileSync(compileFile, 'utf8')
  const kb = Buffer.byteLength(src) / 1024
  new Monty(src)
  let cbest = Infinity
  for (let round = 0; round < 5; round++) {
    const t0 = cpuUs()
    for (let i = 0; i < 20; i++) new Monty(src)
    cbest = Math.min(cbest, (cpuUs() - t0) / 20)
  }
  console.log(`compile_us_per_kb=${(cbest / kb).toFixed(3)}`)
  if (global.gc) global.gc()
  const r0 = process.memoryUsage().rss
  const keep = []
  for (let i = 0; i < 5000; i++) keep.push(new Monty('x = 1'))
  const r1 = process.memoryUsage().rss
  console.log(`instance_bytes=${Math.round((r1 - r0) / keep.length)}`)
}
