# ''.upper() and friends on an empty string and on empty pieces (the
# case-mapping buffer is empty then: found by fuzz_run under UBSan through
# string.capwords)
import string
for s in ['', ' ', '  a  ', 'a  b']:
    print(repr(s.upper()), repr(s.lower()), repr(s.title()), repr(s.capitalize()), repr(s.swapcase()),
          repr(s.casefold()), repr(string.capwords(s)))
print([w.capitalize() for w in 'a  b'.split(' ')])
