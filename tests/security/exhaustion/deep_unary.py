# technique: 10**5 nested unary minus and not
# generate: 'x = ' + '-' * 100000 + '1\ny = ' + 'not ' * 100000 + '1\n'
# expect-any
# expect-error: SyntaxError
# expect-error: RecursionError
# expect-error: pysafe.LimitError
