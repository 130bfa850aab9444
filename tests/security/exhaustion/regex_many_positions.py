# technique: exponential backtracking at every start position of a long subject (no required character to fail fast)
# expect-error: pysafe.LimitError
import re
re.findall(r'(a|aa)+\d', ('a' * 30 + '!') * 1000)
