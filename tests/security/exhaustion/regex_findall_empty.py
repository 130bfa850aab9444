# technique: re.findall of the empty pattern over ten million characters: ten million result strings
# expect-error: pysafe.LimitError
import re
re.findall('', 'x' * 10**7)
