# technique: a native loop over an endless iterator with no instruction
# limit (update keys): the wall clock must stop it, since every per-item fuel
# charge reads the clock
# args: --max-instructions=0 --timeout=1s
# expect-error: pysafe.LimitError: time limit exceeded (1000 ms)
class D:
    def keys(self):
        return iter(int, 1)
    def __getitem__(self, k):
        return k
{}.update(D())
