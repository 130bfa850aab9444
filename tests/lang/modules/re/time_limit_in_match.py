# pysafe-only
# args: --max-instructions 0 --timeout 200ms
# With no instruction limit, the clock still stops a match that runs away:
# PCRE2's callouts look at it.
import re
print(re.search(r'(x|xx)+\d', 'x' * 40))
# expect-error: pysafe.LimitError: time limit exceeded (200 ms)
