# The reverse searches (rfind, rindex, rsplit, rpartition of str and bytes)
# against CPython on every haystack of up to 8 letters over 'ab' and every
# needle of up to 4: a checksum of all the answers, then some by hand with
# multi-byte characters and start/end arguments. Overlapping matches are
# where a reverse search differs from a forward one ('aaaa'.rsplit('aaa')).


def words(alpha, maxlen):
    out = ['']
    cur = ['']
    for _ in range(maxlen):
        cur = [w + c for w in cur for c in alpha]
        out += cur
    return out


acc = 0
for h in words('ab', 8):
    hb = h.encode()
    for n in words('ab', 4):
        nb = n.encode()
        acc = (acc * 31 + h.rfind(n) + 7) % 1000000007
        acc = (acc * 31 + hb.rfind(nb) + 3) % 1000000007
        acc = (acc * 31 + h.rfind(n, 1, -1) + 5) % 1000000007
        acc = (acc * 31 + h.count(n) + hb.count(nb)) % 1000000007
        if n:
            acc = (acc * 31 + len(h.rsplit(n)) + 3 * len(h.rsplit(n, 1)) + 7 * len(h.rsplit(n)[0])) % 1000000007
            acc = (acc * 31 + len(hb.rsplit(nb)) + 3 * len(hb.rsplit(nb, 2))) % 1000000007
            acc = (acc * 31 + len(h.rpartition(n)[0]) + len(hb.rpartition(nb)[2])) % 1000000007
print(acc)

for h in ['abcabcabd', 'ééaéé', 'xaaaayaaaa', 'a\u20acb\u20ac', 'aaaa']:
    for n in ['a', 'é', 'aa', 'aaa', 'abc', '\u20ac', 'b\u20ac', 'ya']:
        print(h.rfind(n), h.rfind(n, 1, -1), h.rfind(n, -3), h.rsplit(n), h.rpartition(n))
        b, nb = h.encode(), n.encode()
        print(b.rfind(nb), b.rfind(nb, 2, 7), b.rsplit(nb, 1), b.rsplit(nb), b.count(nb), b.rpartition(nb))
        try:
            print(h.rindex(n, 2))
        except ValueError as e:
            print('ValueError', e)
