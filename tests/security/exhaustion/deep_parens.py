# technique: source with 10**5 nested parentheses
# generate: 'x = ' + '(' * 100000 + '1' + ')' * 100000 + '\n'
# expect-error: SyntaxError: too many nested parentheses
