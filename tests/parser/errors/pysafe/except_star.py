# pysafe-error: SyntaxError|except* (exception groups) is not supported|4|1|4|7
try:
    pass
except* ValueError:
    pass
