# technique: 10**4 nested lambdas
# generate: 'f = ' + 'lambda: ' * 10000 + '1\n'
# expect-any
# expect-error: SyntaxError
# expect-error: RecursionError
# expect-error: pysafe.LimitError
