# pysafe-only
try:
    1 / 0
except ZeroDivisionError as e:
    print(e.__traceback__)
# expect: None
