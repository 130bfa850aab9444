# pysafe-only
# args: --max-instructions 20M
# Catastrophic backtracking ends with the instruction limit, which no
# except clause catches.
import re
print('start')
try:
    re.match(r'(a+)+$', 'a' * 30 + '!')
except BaseException:
    print('caught')
print('not reached')
# expect: start
# expect-error: pysafe.LimitError: instruction limit exceeded (20000000 instructions)
