def parse(s):
    try:
        return int(s)
    except ValueError:
        return undefined_fn(s)

parse("x")
