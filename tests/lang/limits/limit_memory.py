# pysafe-only
# args: --max-memory=2000000 --timeout=0
# (no wall-time limit: the limit under test must be the one that stops it, on any machine)
x = []
while True:
    x.append("abc" * 100)
# expect-error: pysafe.LimitError: memory limit exceeded (2000000 bytes)
