# technique: a context manager whose __exit__ never returns
# expect-error: pysafe.LimitError: instruction limit exceeded
# expect-error: pysafe.LimitError: time limit exceeded
class Loop:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        while True:
            pass
with Loop():
    pass
