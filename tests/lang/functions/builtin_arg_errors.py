for call in [lambda: len(), lambda: len(1, 2), lambda: abs(), lambda: isinstance(1), lambda: chr(), lambda: ord(1), lambda: sorted(), lambda: range(), lambda: range(1, 2, 3, 4), lambda: divmod(1), lambda: zip(1), lambda: enumerate()]:
    try:
        call()
    except TypeError as e:
        print(e)
