import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


print(re.Pattern.__name__, re.Match.__name__, re.error.__name__)
print(re.Pattern, re.Match, re.error)
t(lambda: re.Pattern('a'))
t(lambda: re.Match())
t(lambda: len(re.match('a', 'a')))
t(lambda: re.nonexistent)
print(callable(re.search), callable(re.compile('a').search))
import re as r2
print(r2 is re)
from re import sub, IGNORECASE
print(sub('a', 'b', 'aA', flags=IGNORECASE))
