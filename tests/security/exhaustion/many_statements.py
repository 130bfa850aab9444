# technique: 2*10**5 statements in one module
# generate: ''.join('x%d = %d\n' % (i, i) for i in range(200000))
# expect-ok
