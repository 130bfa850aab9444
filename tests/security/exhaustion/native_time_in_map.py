# technique: a native loop over an endless iterator with no instruction
# limit (in map): the wall clock must stop it, since every per-item fuel
# charge reads the clock
# args: --max-instructions=0 --timeout=1s
# expect-error: pysafe.LimitError: time limit exceeded (1000 ms)
-1 in map(abs, range(10**18))
