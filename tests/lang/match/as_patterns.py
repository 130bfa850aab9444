def f(v):
    match v:
        case [1, 2] as pair:
            return ("pair", pair)
        case (int() | str()) as scalar:
            return ("scalar", scalar)
        case [[_, _] as inner, *_] as outer:
            return ("inner", inner, len(outer))
        case {"a": [*_] as lst} as d:
            return ("list in dict", lst, len(d))
        case _ as anything:
            return ("anything", anything)

for v in [[1, 2], (1, 2), 5, "s", [[1, 2], 3], [[1, 2, 3]], {"a": [1]}, {"a": "no"}, None]:
    print(repr(v), f(v))
