# technique: 2*10**5 statements in one module (compilation is bounded by the memory budget)
# generate: ''.join('x%d = %d\n' % (i, i) for i in range(200000))
# expect-ok
# expect-error: pysafe.LimitError: memory limit exceeded
