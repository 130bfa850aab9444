# args: --max-memory=2M
# With more than half of the memory budget live, the garbage a loop makes
# is still collected before the budget runs out: the collector's next
# threshold stays below the limit. (It was set to twice the live heap
# after each collection, past the limit, so this stopped with a memory
# limit error the first time the live heap passed half the budget.)
# Small enough for the gc_stress build, which collects at every
# safepoint.
keep = ['k%06d' % i for i in range(16000)]
total = 0
for i in range(30000):
    s = 'x' * 40 + str(i)
    total += len(s)
print(len(keep), total, keep[-1])
