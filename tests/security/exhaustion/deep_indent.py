# technique: source with 1000 nested if blocks
# generate: ''.join(' ' * i + 'if 1:\n' for i in range(1000)) + ' ' * 1000 + 'pass\n'
# expect-error: IndentationError: too many levels of indentation
# expect-error: SyntaxError: too many
