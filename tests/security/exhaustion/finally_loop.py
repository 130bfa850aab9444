# technique: a finally block that loops after a limit
# expect-error: pysafe.LimitError
try:
    while True:
        pass
finally:
    while True:
        pass
