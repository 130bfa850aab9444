import hashlib
print(sorted(hashlib.algorithms_guaranteed))
print(type(hashlib.algorithms_guaranteed).__name__, type(hashlib.algorithms_available).__name__)
print(hashlib.algorithms_guaranteed <= hashlib.algorithms_available)
for n in sorted(hashlib.algorithms_guaranteed):
    print(n, hashlib.new(n).name == n, getattr(hashlib, n)().name)
print(hashlib.__all__[:14])
