# technique: catastrophic backtracking in a regular expression, (a+)+$ on a's and a stray character
# expect-error: pysafe.LimitError
import re
re.match(r'(a+)+$', 'a' * 40 + '!')
