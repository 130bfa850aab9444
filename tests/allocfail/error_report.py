# An uncaught exception: its traceback entries allocate while it unwinds,
# and a failure there once reported the run as the memory limit under the
# other exception's name (PS_LIMIT with an IndexError).
def fmt(n):
    return "{} {}".format(n)
print(fmt(1))
