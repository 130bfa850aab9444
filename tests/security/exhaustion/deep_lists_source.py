# technique: source with 10**5 nested list displays
# generate: 'x = ' + '[' * 100000 + ']' * 100000 + '\n'
# expect-error: SyntaxError: too many nested parentheses
