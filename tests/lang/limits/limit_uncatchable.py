# pysafe-only
# args: --max-instructions=5000
try:
    while True:
        pass
except BaseException:
    print("caught")
finally:
    print("finally")
# expect-error: pysafe.LimitError: instruction limit exceeded (5000 instructions)
