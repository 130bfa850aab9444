def parse_int(s, default=None):
    try:
        return int(s)
    except (ValueError, TypeError):
        return default
print([parse_int(x, -1) for x in ["1", "x", None, " 7 ", "3.5"]])
def get_nested(d, *keys, default=None):
    for k in keys:
        try:
            d = d[k]
        except (KeyError, IndexError, TypeError):
            return default
    return d
data = {"a": [{"b": 1}]}
print(get_nested(data, "a", 0, "b"), get_nested(data, "a", 1, "b"), get_nested(data, "x", default="none"))
