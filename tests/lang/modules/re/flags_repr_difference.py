# pysafe-only
# The flags are plain ints in pysafe; CPython's are RegexFlag members whose
# repr names them (docs/language.md, "re").
import re
print(re.I, re.I | re.M, int(re.I))
print(repr(re.compile('a', re.I | re.M)))
# expect: 2 10 2
# expect: re.compile('a', re.IGNORECASE|re.MULTILINE)
