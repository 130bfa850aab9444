nested = [[1, 2], [3], [], [4, [5, 6]]]
flat = [x for sub in nested for x in sub]
print(flat)
def deep_flatten(x):
    out = []
    for item in x:
        if isinstance(item, list):
            out.extend(deep_flatten(item))
        else:
            out.append(item)
    return out
print(deep_flatten(nested), sum(nested[:3], []))
