for call in [lambda: [].append(), lambda: [].append(1, 2), lambda: "a".join(), lambda: {}.get(), lambda: "x".split(1), lambda: [].insert(1), lambda: "ab".replace("a"), lambda: (1).bit_length(2)]:
    try:
        call()
    except TypeError as e:
        print(e)
