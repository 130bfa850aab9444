# technique: continue in finally swallowing every exception
# expect-error: pysafe.LimitError
while True:
    try:
        raise ValueError
    finally:
        continue
