# pysafe-only
# PCRE2 counts a repeat in 16 bits: CPython compiles a{1000000000}, pysafe
# refuses counts above 65535 with re.error (docs/language.md, "re").
import re
try:
    re.compile('a{1000000000}')
except re.error as e:
    print(e)
try:
    re.compile('x{1,70000}')
except re.error as e:
    print(e)
print(re.match('a{0,65535}', 'aaa').span())
# expect: the repetition number is too large for pysafe (at most 65535) at position 1
# expect: the repetition number is too large for pysafe (at most 65535) at position 1
# expect: (0, 3)
