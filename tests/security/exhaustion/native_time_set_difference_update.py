# technique: a native loop over an endless iterator with no instruction
# limit (set difference update): the wall clock must stop it, since every per-item fuel
# charge reads the clock
# args: --max-instructions=0 --timeout=1s
# expect-error: pysafe.LimitError: time limit exceeded (1000 ms)
s = {1}
s.difference_update(iter(int, 1))
