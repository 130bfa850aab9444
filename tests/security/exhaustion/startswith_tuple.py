# technique: startswith over a huge tuple of prefixes
# expect-error: pysafe.LimitError
t = ('b',) * 10**7
while True:
    'a'.startswith(t)
