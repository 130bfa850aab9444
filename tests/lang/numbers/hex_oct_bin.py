for n in [0, 1, 255, -255, 2 ** 40, 10 ** 20]:
    print(hex(n), oct(n), bin(n)[:20], f"{n:x}", f"{n:#b}"[:10], int(hex(n), 16) == n)
