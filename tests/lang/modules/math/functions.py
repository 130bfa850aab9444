import math
print(math.sqrt(2), math.exp(1), math.log(100, 10), math.log2(1024), math.sin(math.pi / 2), math.cos(0), math.tan(0))
print(math.floor(-0.5), math.ceil(-0.5), math.trunc(3.9), math.fabs(-2), math.gcd(0, 5), math.factorial(0), math.hypot(5, 12))
