# technique: getattr, hasattr, attribute syntax and format fields agree on the allowlist (one door)
# source: RestrictedPython PR #258 (a second path that disagrees with the first is where bypasses live)
# expect-ok
# expect: None None False True __main__ ValueError
# expect: True True
e = ValueError('x')
print(getattr(e, '__cause__'), e.__context__, getattr(e, '__suppress_context__'), hasattr(e, 'args'),
      getattr(lambda: 0, '__module__'), '{0.__class__.__name__}'.format(e))
print(hasattr(len, '__name__'), getattr(len, '__qualname__') == len.__name__)
