def f():
    try:
        {}["missing"]
    except KeyError:
        raise

f()
