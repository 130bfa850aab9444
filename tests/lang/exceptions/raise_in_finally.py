try:
    try:
        raise ValueError("original")
    finally:
        raise KeyError("from finally")
except KeyError as e:
    print(repr(e), repr(e.__context__))
