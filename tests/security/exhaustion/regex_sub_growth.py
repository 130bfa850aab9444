# technique: re.sub inserting a long replacement at every position of a long subject, in a loop
# expect-error: pysafe.LimitError
import re
s = 'y' * 1000
while True:
    s = re.sub('', 'x' * 100, s)
