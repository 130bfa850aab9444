# Context: constructor, fields, repr, Etiny/Etop, copy, templates
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

t(lambda: repr(getcontext()))
t(lambda: Context())
t(lambda: Context(prec=5, rounding=ROUND_UP, Emin=-9, Emax=9, capitals=0, clamp=1, flags=[Inexact], traps=[]))
t(lambda: Context(1, 'ROUND_UP', -5, 5, 0, 1, [], []))
t(lambda: Context(prec=True))
t(lambda: DefaultContext)
t(lambda: BasicContext)
t(lambda: ExtendedContext)
t(lambda: Context(prec=7).Etiny())
t(lambda: Context(prec=7).Etop())
t(lambda: getcontext().copy() == getcontext())
t(lambda: str(Context(prec=3)))
t(lambda: Context(traps=[Clamped, FloatOperation, Underflow, Subnormal, Rounded]))
t(lambda: Context(flags=[Rounded, Inexact, InvalidOperation, DivisionByZero]))
t(lambda: Context(traps={s: True for s in Context().traps}))
t(lambda: MAX_PREC)
t(lambda: MAX_EMAX)
t(lambda: MIN_EMIN)
t(lambda: MIN_ETINY)
t(lambda: ROUND_HALF_EVEN)
t(lambda: (HAVE_THREADS, HAVE_CONTEXTVAR))
t(lambda: type(getcontext()).__name__)
c = Context()
c.prec = 12
c.rounding = ROUND_FLOOR
c.Emin = -99
c.Emax = 99
c.capitals = 0
c.clamp = 1
t(lambda: c)
d = c.copy()
d.prec = 3
t(lambda: (c.prec, d.prec, d.rounding))
