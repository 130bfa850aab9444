# technique: 2*10**5 statements in one module
# (under the default 64 MiB the compile may end with the memory limit: a clean end either way)
# generate: ''.join('x%d = %d\n' % (i, i) for i in range(200000))
# expect-any
