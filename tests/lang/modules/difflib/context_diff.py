import difflib
a = ['one\n', 'two\n', 'three\n', 'four\n', 'five\n', 'six\n', 'seven\n', 'eight\n']
b = ['zero\n', 'one\n', 'tree\n', 'four\n', 'five\n', 'six\n', 'eight\n', 'nine\n']
print(''.join(difflib.context_diff(a, b)))
print(''.join(difflib.context_diff(a, b, 'before.py', 'after.py', 'd1', 'd2', n=1)))
print(list(difflib.context_diff(['x'], ['y'], lineterm='')))
print(list(difflib.context_diff(['x', 'y', 'z'], ['x', 'z'], lineterm='', n=0)))
print(list(difflib.context_diff(['x', 'z'], ['x', 'y', 'z'], lineterm='', n=0)))
print(list(difflib.context_diff(['same'], ['same'])))
print(list(difflib.context_diff([], ['new'], lineterm='')))
print(list(difflib.context_diff(['old'], [], lineterm='')))
