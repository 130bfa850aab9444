# long-running generators that hold little state: large counts streamed, chunked reading, lazy evaluation proof
def count_up(limit):
    i = 0
    while i < limit:
        yield i
        i += 1

print(sum(count_up(100000)))
print(max(x % 997 for x in count_up(50000)))
def chunks(s, n):
    for i in range(0, len(s), n):
        yield s[i:i + n]
print(list(chunks("abcdefghij", 3)), list(chunks("", 3)))
def lines(text):
    start = 0
    while True:
        end = text.find("\n", start)
        if end < 0:
            if start < len(text):
                yield text[start:]
            return
        yield text[start:end]
        start = end + 1
print(list(lines("a\nbb\n\nccc")), list(lines("x\n")))
def unique(it):
    seen = set()
    for x in it:
        if x not in seen:
            seen.add(x)
            yield x
print(list(unique([3, 1, 3, 2, 1, 4])))
def window(it, n):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) > n:
            buf.pop(0)
        if len(buf) == n:
            yield tuple(buf)
print(list(window(range(6), 3)))
def interleave(*its):
    its = [iter(i) for i in its]
    while its:
        nxt = []
        for it in its:
            try:
                yield next(it)
                nxt.append(it)
            except StopIteration:
                pass
        its = nxt
print(list(interleave("abc", [1, 2], "XYZW")))
