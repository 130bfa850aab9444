# A naked exception re-raised from an except* clause leaves as the group
# it was wrapped in.
def parse(s):
    return int(s)


try:
    parse("x")
except* ValueError:
    print("logging and re-raising")
    raise
