# technique: a __context__ chain 10**5 deep, then printed
# expect-error: ValueError: 99999
# expect-error: pysafe.LimitError
e = None
for i in range(10**5):
    try:
        try:
            raise ValueError(i)
        finally:
            if e is not None:
                pass
    except ValueError as x:
        if e is not None:
            try:
                raise x from e
            except ValueError as y:
                e = y
        else:
            e = x
raise e
