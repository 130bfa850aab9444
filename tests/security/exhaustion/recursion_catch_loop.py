# technique: catch RecursionError in a loop forever
# expect-error: pysafe.LimitError
def f():
    return f()
while True:
    try:
        f()
    except RecursionError:
        pass
