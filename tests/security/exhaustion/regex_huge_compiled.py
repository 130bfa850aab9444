# technique: a pattern whose compiled form is huge: nested counted repeats of a group
# expect-error: re.error
import re
re.compile('(?:(?:ab){1000}){1000}')
