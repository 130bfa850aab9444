# technique: an expression of 10**6 additions (a deep AST)
# generate: 'x = ' + '+'.join(['1'] * 1000000) + '\nprint(x)\n'
# expect-any
# expect-error: SyntaxError
# expect-error: RecursionError
# expect-error: pysafe.LimitError
