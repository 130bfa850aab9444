import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


prices = 'apple 1.50, pear 0.75, melon 3.00'
print(re.sub(r'(\w+) (\d+\.\d+)', lambda m: f'{m.group(1).upper()}={float(m.group(2)) * 2:.2f}', prices))
tmpl = 'Hello {name}, you owe {amount}.'
vals = {'name': 'Ann', 'amount': '$5'}
print(re.sub(r'\{(\w+)\}', lambda m: vals.get(m.group(1), m.group(0)), tmpl))
print(re.sub(r'\{(\w+)\}', lambda m: vals[m[1]], 'Hi {name}'))
counter = [0]
def numbered(m):
    counter[0] += 1
    return f'{counter[0]}.{m.group()}'
print(re.sub(r'\b\w', numbered, 'a b c'))
print(re.sub(r'(?P<n>\d+)', lambda m: str(int(m['n']) + 1), 'v1.9.10'))
nested = re.sub(r'\[(\w+)\]', lambda m: re.sub('a', 'A', m.group(1)), '[banana] and [cat]')
print(nested)
