import json
state = [12345]
def rnd(n):
    state[0] = (state[0] * 1103515245 + 12345) % 2147483648
    return state[0] % n
ALPHA = 'abc xyz\n\t"\\/é日😀\x00\x1f'
def gen(depth):
    k = rnd(9 if depth < 4 else 6)
    if k == 0:
        return None
    if k == 1:
        return rnd(2) == 0
    if k == 2:
        return rnd(2000000) - 1000000
    if k == 3:
        return (rnd(100000) - 50000) / (rnd(97) + 1)
    if k == 4:
        return ''.join(ALPHA[rnd(len(ALPHA))] for _ in range(rnd(8)))
    if k == 5:
        return 10 ** rnd(40) * (1 if rnd(2) else -1)
    if k in (6, 7):
        return [gen(depth + 1) for _ in range(rnd(5))]
    return {''.join(ALPHA[rnd(len(ALPHA))] for _ in range(rnd(4))): gen(depth + 1) for _ in range(rnd(5))}
for i in range(40):
    obj = gen(0)
    opts = [{}, {'indent': 2}, {'sort_keys': True}, {'ensure_ascii': False}, {'separators': (',', ':')}][i % 5]
    text = json.dumps(obj, **opts)
    back = json.loads(text)
    print(i, len(text), back == obj, text[:70])
