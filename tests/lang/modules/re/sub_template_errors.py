import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


for tpl in [r'\q', r'\1', '\\', r'\g', r'\777', r'\8', r'x\g<0', r'\g<-1>']:
    try:
        print(repr(re.sub('a', tpl, 'a')))
    except re.error as e:
        print('error', e, '|', e.msg, e.pos, repr(e.pattern))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: re.sub('(a)', r'\2', 'a'))
t(lambda: re.sub('(a)', '\\g<name>', 'a'))
t(lambda: re.sub('a', 5, 'a'))
