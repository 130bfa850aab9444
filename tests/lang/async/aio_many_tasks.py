# Many tasks at once (sizes kept small: the gc_stress build collects at
# every safepoint, which is quadratic in live tasks): ordering by deadlines, all results, counters that
# stay exact (no preemption between awaits).
import asyncio


async def worker(i, out):
    await asyncio.sleep((i * 7919 % 3) / 10)
    out.append(i)
    return i * 2


async def main():
    out = []
    results = await asyncio.gather(*(worker(i, out) for i in range(60)))
    print(sum(results), len(out))
    # three deadlines far apart; within one, the order the tasks started
    expected = sorted(range(60), key=lambda i: (i * 7919 % 3, i))
    print(out == expected)
    counter = 0

    async def bump():
        nonlocal counter
        for _ in range(10):
            counter += 1
            await asyncio.sleep(0)

    await asyncio.gather(*(bump() for _ in range(30)))
    print(counter)
    tasks = [asyncio.create_task(asyncio.sleep(0.001 * (i % 5), result=i)) for i in range(40)]
    done, pending = await asyncio.wait(tasks)
    print(len(done), len(pending), sum(t.result() for t in done))
    print(len(asyncio.all_tasks()))


asyncio.run(main())
