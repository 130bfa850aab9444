# technique: a bare except around an infinite loop, retried
# expect-error: pysafe.LimitError
while True:
    try:
        while True:
            pass
    except:
        pass
