# args: --tools-cmd '${PYSAFE_PYTHON:-python3} -I -S _tools_provider.py'
# pysafe-only
# Top-level await over async tools, as a model writes it: ten calls in
# flight at once, answered as they finish (docs/language.md).
import asyncio

rows = await asyncio.gather(*(echo(i * i, delay=0.01 * (10 - i)) for i in range(10)))
print(rows)
try:
    await fetch("durian")
except KeyError as e:
    print("KeyError", e)
print(add(1, 2), (await fetch("fig"))["price"])
t = asyncio.create_task(visit("task", delay=30))
await asyncio.sleep(0)
t.cancel()
try:
    await t
except asyncio.CancelledError:
    print("cancelled")
# expect: [0, 1, 4, 9, 16, 25, 36, 49, 64, 81]
# expect: KeyError 'durian'
# expect: 3 340
# expect: cancelled
