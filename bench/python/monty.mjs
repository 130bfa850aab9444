// Monty's JavaScript binding doing what bench/python/binding.py times for
// pysafe's Python binding (docs/python.md, "Speed"):
//   node bench/python/monty.mjs PKG
// where PKG is the @pydantic/monty package directory (bench/run
// --with-monty installs it as bench/.monty/js/node_modules/@pydantic/monty).
// Best of 5 rounds, wall-clock microseconds.
import { pathToFileURL } from 'node:url'
import { join } from 'node:path'

const [pkg] = process.argv.slice(2)
const { Monty } = await import(pathToFileURL(join(pkg, 'wrapper.js')).href)

function best (fn, n) {
  for (let i = 0; i < Math.min(n, 2000); i++) fn()
  let us = Infinity
  for (let r = 0; r < 5; r++) {
    const t0 = process.hrtime.bigint()
    for (let i = 0; i < n; i++) fn()
    us = Math.min(us, Number(process.hrtime.bigint() - t0) / 1e3 / n)
  }
  return us
}

const fresh = best(() => new Monty('x + 1', { inputs: ['x'] }).run({ inputs: { x: 1 } }), 20000)
const kept = new Monty('x + 1', { inputs: ['x'] })
const again = best(() => kept.run({ inputs: { x: 1 } }), 20000)
const tools = new Monty('for i in range(1000):\n    f(i)')
const local = new Monty('def g(a):\n    return a\nfor i in range(1000):\n    g(i)')
const f = (a) => a
const withTool = best(() => tools.run({ externalFunctions: { f } }), 200) / 1000
const inSandbox = best(() => local.run(), 200) / 1000
console.log(`new Monty('x + 1').run({inputs}): ${fresh.toFixed(2)} us`)
console.log(`a compiled Monty run again: ${again.toFixed(2)} us`)
console.log(`tool call round trip, beyond an in-sandbox call: ${(withTool - inSandbox).toFixed(3)} us`)
console.log(`one loop step calling a tool (whole): ${withTool.toFixed(3)} us`)
