# := in the iterable of a dict comprehension spread over lines: the whole := is marked
print("never")
d = {k: v for k, v in (
    src := {1: 2}).items()}
