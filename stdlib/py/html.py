"""html: escape and unescape, as CPython 3.11's html package. The entity
tables are the module html.entities, generated at build time."""
import re as _re
from html.entities import html5 as _html5
from html.entities import _invalid_charrefs, _invalid_codepoints

__all__ = ['escape', 'unescape']


def escape(s, quote=True):
    s = s.replace("&", "&amp;")
    s = s.replace("<", "&lt;")
    s = s.replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;")
        s = s.replace('\'', "&#x27;")
    return s


def _replace_charref(m):
    s = m.group(1)
    if s[0] == '#':
        # a numeric reference, read as HTML5 says (some numbers stand for
        # windows-1252 characters, some for nothing)
        if s[1] in 'xX':
            num = int(s[2:].rstrip(';'), 16)
        else:
            num = int(s[1:].rstrip(';'))
        if num in _invalid_charrefs:
            return _invalid_charrefs[num]
        if 0xD800 <= num <= 0xDFFF or num > 0x10FFFF:
            return '\uFFFD'
        if num in _invalid_codepoints:
            return ''
        return chr(num)
    if s in _html5:
        return _html5[s]
    # the longest entity name the reference starts with, the rest kept
    for x in range(len(s) - 1, 1, -1):
        if s[:x] in _html5:
            return _html5[s[:x]] + s[x:]
    return '&' + s


_charref = _re.compile(r'&(#[0-9]+;?'
                       r'|#[xX][0-9a-fA-F]+;?'
                       r'|[^\t\n\f <&#;]{1,32};?)')


def unescape(s):
    if '&' not in s:
        return s
    return _charref.sub(_replace_charref, s)
