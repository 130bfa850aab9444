# technique: 40,000 distinct names in one scope (the symbol table was quadratic: 20 s to compile)
# generate: ''.join('x%d = 1\n' % i for i in range(40000)) + 'print(x39999)\n'
# args: --max-memory 1G
# expect-ok
# expect: 1
