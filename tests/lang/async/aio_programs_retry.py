# A small program: retries with backoff around a flaky operation, a rate
# limiter, and a circuit breaker, all on the loop's clock.
import asyncio


class Flaky:
    def __init__(self, failures):
        self.failures = failures
        self.calls = 0

    async def __call__(self, x):
        self.calls += 1
        await asyncio.sleep(0.01)
        if self.calls <= self.failures:
            raise ConnectionError("attempt %d failed" % self.calls)
        return x * 10


async def retry(op, arg, attempts=4, base=0.1):
    for n in range(attempts):
        try:
            return await op(arg)
        except ConnectionError as e:
            print("  retry", n, e)
            if n == attempts - 1:
                raise
            await asyncio.sleep(base * 2 ** n)


class Breaker:
    def __init__(self, threshold):
        self.threshold = threshold
        self.failures = 0
        self.open = False

    async def call(self, op, arg):
        if self.open:
            raise RuntimeError("circuit open")
        try:
            r = await op(arg)
        except ConnectionError:
            self.failures += 1
            if self.failures >= self.threshold:
                self.open = True
            raise
        self.failures = 0
        return r


async def main():
    print(await retry(Flaky(2), 4))
    try:
        await retry(Flaky(10), 5)
    except ConnectionError as e:
        print("gave up:", e)
    b = Breaker(2)
    f = Flaky(5)
    for i in range(4):
        try:
            print(await b.call(f, i))
        except (ConnectionError, RuntimeError) as e:
            print(type(e).__name__, e)
    # a rate limiter: at most 2 starts per 0.1 s window
    starts = []
    sem = asyncio.Semaphore(2)

    async def limited(i):
        async with sem:
            starts.append(i)
            await asyncio.sleep(0.1)

    await asyncio.gather(*(limited(i) for i in range(6)))
    print(starts)


asyncio.run(main())
