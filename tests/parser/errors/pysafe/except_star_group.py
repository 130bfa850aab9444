# pysafe-error: SyntaxError|except* (exception groups) is not supported|4|1|4|7
try:
    x = 1
except* (TypeError, KeyError) as eg:
    pass
