"""fnmatch: Unix shell-style wildcards (*, ?, [seq], [!seq]) as CPython
3.11's Lib/fnmatch.py matches them; the pattern becomes the same regular
expression (translate) that CPython's does. Paths are POSIX: no case
folding."""
import re

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]


def _normcase(s):
    # posixpath.normcase is os.fspath: str and bytes pass, nothing else
    if not isinstance(s, (str, bytes)):
        raise TypeError("expected str, bytes or os.PathLike object, not %s" % type(s).__name__)
    return s


def fnmatch(name, pat):
    return fnmatchcase(_normcase(name), _normcase(pat))


_cache = {}


def _compile_pattern(pat):
    key = (type(pat), pat)
    m = _cache.get(key)
    if m is None:
        if isinstance(pat, bytes):
            res = bytes(translate(str(pat, 'ISO-8859-1')), 'ISO-8859-1')
        else:
            res = translate(pat)
        m = re.compile(res).match
        if len(_cache) >= 256:
            _cache.clear()
        _cache[key] = m
    return m


def filter(names, pat):
    match = _compile_pattern(_normcase(pat))
    return [name for name in names if match(name)]


def fnmatchcase(name, pat):
    return _compile_pattern(pat)(name) is not None


_STAR = object()


def _bracket(pat, i, j):
    # the set pat[i:j] of a [...] (j at its ']'): CPython's rewriting of
    # ranges (empty ones dropped) and of the characters special in a set
    stuff = pat[i:j]
    if '-' not in stuff:
        stuff = stuff.replace('\\', r'\\')
    else:
        chunks = []
        k = i + 2 if pat[i] == '!' else i + 1
        while True:
            k = pat.find('-', k, j)
            if k < 0:
                break
            chunks.append(pat[i:k])
            i = k + 1
            k = k + 3
        chunk = pat[i:j]
        if chunk:
            chunks.append(chunk)
        else:
            chunks[-1] += '-'
        for k in range(len(chunks) - 1, 0, -1):
            if chunks[k - 1][-1] > chunks[k][0]:
                chunks[k - 1] = chunks[k - 1][:-1] + chunks[k][1:]
                del chunks[k]
        stuff = '-'.join(s.replace('\\', r'\\').replace('-', r'\-') for s in chunks)
    stuff = re.sub(r'([&~|])', r'\\\1', stuff)
    if not stuff:
        return '(?!)'
    if stuff == '!':
        return '.'
    if stuff[0] == '!':
        stuff = '^' + stuff[1:]
    elif stuff[0] in ('^', '['):
        stuff = '\\' + stuff
    return '[' + stuff + ']'


def translate(pat):
    parts = []
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == '*':
            if not parts or parts[-1] is not _STAR:
                parts.append(_STAR)
        elif c == '?':
            parts.append('.')
        elif c == '[':
            j = i
            if j < n and pat[j] == '!':
                j += 1
            if j < n and pat[j] == ']':
                j += 1
            while j < n and pat[j] != ']':
                j += 1
            if j >= n:
                parts.append('\\[')
            else:
                parts.append(_bracket(pat, i, j))
                i = j + 1
        else:
            parts.append(re.escape(c))
    # the stars: a fixed part between two stars is matched minimally and
    # atomically ((?>.*?fixed)), so a failing match does not backtrack
    out = []
    i, n = 0, len(parts)
    while i < n and parts[i] is not _STAR:
        out.append(parts[i])
        i += 1
    while i < n:
        i += 1
        if i == n:
            out.append(".*")
            break
        fixed = []
        while i < n and parts[i] is not _STAR:
            fixed.append(parts[i])
            i += 1
        fixed = "".join(fixed)
        if i == n:
            out.append(".*")
            out.append(fixed)
        else:
            out.append("(?>.*?" + fixed + ")")
    return r'(?s:' + "".join(out) + r')\Z'
