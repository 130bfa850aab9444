# technique: compiling many distinct large patterns in a loop (the pattern cache must not hold them all)
# expect-error: pysafe.LimitError
import re
i = 0
while True:
    re.compile('(?:%d|' % i + '|'.join(['w%d' % k for k in range(2000)]) + ')')
    i += 1
