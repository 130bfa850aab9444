# pysafe-only
# The differences from CPython's re that docs/language.md lists, as pysafe
# gives them (CPython's answers in the comments).
import re
# a bounded repeat of a group that can match the empty string: PCRE2 tries
# the next iteration after an empty one, sre does not (CPython: '')
print(repr(re.fullmatch('(|a){,2}', 'a').group(1)))
# case-insensitive back references fold Unicode (CPython: None)
print(re.match(r'(?i)(σ)\1', 'σς').span())
# groups nest 200 deep at most (CPython: about 495)
try:
    re.compile('(' * 201 + ')' * 201)
except RecursionError as e:
    print(e)
# expect: 'a'
# expect: (0, 2)
# expect: maximum recursion depth exceeded
