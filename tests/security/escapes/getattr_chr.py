# technique: getattr with a name built from chr()
# source: crewAI PR #4643 review (type.__dict__ indexed by names built with chr())
# expect-error: AttributeError: 'function' object has no attribute '__globals__'
def f():
    pass
getattr(f, chr(95) * 2 + 'glob' + 'als' + chr(95) * 2)
