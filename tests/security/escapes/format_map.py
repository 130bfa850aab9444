# technique: '{x.__globals__}'.format_map({'x': f})
# source: RestrictedPython PR #258, simpleeval PR #50, Jinja2 CVE-2019-10906 (str.format / format_map field paths)
# expect-error: AttributeError: 
def f():
    pass
'{x.__globals__}'.format_map({'x': f})
