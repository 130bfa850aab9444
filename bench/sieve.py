# List indexing: a sieve of Eratosthenes written with explicit loops (no
# slice assignment), so every store is a subscript in the interpreter.
N = 1000000

flags = [True] * (N + 1)
flags[0] = False
flags[1] = False
i = 2
while i * i <= N:
    if flags[i]:
        j = i * i
        while j <= N:
            flags[j] = False
            j += i
    i += 1
count = 0
total = 0
last = 0
for k in range(N + 1):
    if flags[k]:
        count += 1
        total += k
        last = k
twins = 0
for k in range(3, N - 1):
    if flags[k] and flags[k + 2]:
        twins += 1
print(count, total, last, twins)
