# Context field checks: ranges, types, unknown and deleted attributes, argument texts
from decimal import *
import decimal


def t(f):
    try:
        r = f()
    except Exception as e:
        r = '%s: %s' % (type(e).__name__, e)
    c = getcontext()
    print(repr(r), [k.__name__ for k, v in c.flags.items() if v])
    c.clear_flags()

t(lambda: Context(prec=0))
t(lambda: Context(prec=-1))
t(lambda: Context(prec=10**18))
t(lambda: Context(prec=2**63))
t(lambda: Context(prec='a'))
t(lambda: Context(prec=2.0))
t(lambda: Context(rounding='x'))
t(lambda: Context(rounding=5))
t(lambda: Context(Emin=1))
t(lambda: Context(Emin=1.5))
t(lambda: Context(Emax=-1))
t(lambda: Context(Emax=10**20))
t(lambda: Context(capitals=2))
t(lambda: Context(clamp=-1))
t(lambda: Context(flags=3))
t(lambda: Context(traps=[5]))
t(lambda: Context(traps=(Inexact,)))
t(lambda: Context(traps=[ConversionSyntax]))
t(lambda: Context(traps={Inexact: 1}))
t(lambda: Context(1, 2, 3, 4, 5, 6, 7, 8, 9))
t(lambda: Context(foo=1))
t(lambda: setattr(getcontext(), 'foo', 1))
t(lambda: delattr(getcontext(), 'prec'))
t(lambda: setattr(getcontext(), 'flags', [Inexact]))
t(lambda: setattr(getcontext(), 'flags', {}))
t(lambda: setattr(getcontext(), 'traps', 4))
t(lambda: setattr(Context(), 'prec', 'x'))
t(lambda: setattr(Context(), 'Emin', -10**20))
t(lambda: setcontext(5))
t(lambda: localcontext(5))
t(lambda: localcontext(prec='x'))
t(lambda: localcontext(prec=0))
t(lambda: localcontext(foo=1))
