import math
from math import pi

def area(r):
    """Area."""
    return pi * r ** 2

results = {r: area(r) for r in range(5) if r}
for k, v in sorted(results.items()):
    print(f"{k}: {v:.2f}")
