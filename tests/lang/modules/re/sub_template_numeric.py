import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: re.sub(r'(\w+) (\w+)', r'\2 \1', 'hello world'))
t(lambda: re.sub(r'(\d)', r'<\1>', 'a1b2'))
t(lambda: re.sub(r'(\d)', r'\g<1>0', 'a1b2'))
t(lambda: re.sub(r'(\d)', r'\10', 'a1b2'))
t(lambda: re.sub(r'(a)(b)?', r'[\2]', 'a ab'))
t(lambda: re.sub(r'x', r'\g<0>\g<0>', 'axb'))
t(lambda: re.sub(r'(((((((((((x)))))))))))', r'\11', 'axb'))
t(lambda: re.sub(r'(.)', r'\1\1', 'abc'))
