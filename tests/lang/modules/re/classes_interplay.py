# re with a script's classes: callable instances and bound methods as
# replacements, __index__ for pos, endpos, maxsplit and groups, re.error
# subclassed.
import re


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


class Doubler:
    def __call__(self, m):
        return m.group() * 2


class Obj:
    def __init__(self):
        self.n = 0

    def repl(self, m):
        self.n += 1
        return '<%d>' % self.n


class Idx:
    def __index__(self):
        return 2


class MyErr(re.error):
    pass


t(lambda: re.sub('a', Doubler(), 'xax'))
o = Obj()
t(lambda: re.sub('a', o.repl, 'aaa'))
t(lambda: re.compile('a').search('aaa', Idx()).span())
t(lambda: re.split('a', 'babab', Idx()))
t(lambda: re.match('(a)', 'a').group(Idx()))
try:
    raise MyErr('boom')
except re.error as e:
    print(type(e).__name__, e, isinstance(e, MyErr))
t(lambda: re.search('a', 'xa', flags=True).span())


class One:
    def __index__(self):
        return 1


t(lambda: re.match('(a)(b)', 'ab').group(One()))
t(lambda: re.match('(a)(b)', 'ab').span(One()))
t(lambda: re.compile('b').search('abcb', One(), 3).span())
t(lambda: isinstance(re.compile('a'), re.Pattern))
try:
    re.compile('(')
except MyErr:
    print('not a MyErr')
except re.error as e:
    print('re.error', e.pos)



m = re.match('(?P<a>x)(?P<b>y)', 'xy')
t(lambda: m.group('b', One(), Idx(), 0, 'a'))
t(lambda: m.group(One(), 5))
t(lambda: m.span(Idx()))
t(lambda: m[One()])
