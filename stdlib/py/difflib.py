"""difflib: SequenceMatcher, get_close_matches, Differ/ndiff, unified_diff
and context_diff, computing what CPython 3.11's Lib/difflib.py computes
(the same matching blocks, opcodes, ratios and diff lines).

The sandbox has no generators yet: the functions CPython writes as
generators (unified_diff, context_diff, ndiff, Differ.compare, restore,
get_grouped_opcodes) return an iterator that computes the whole list at
its first next(), so list(), ''.join(), for and next() work as in CPython
and an error in the input shows at the first next(), as a generator's
would; only the iterator's type differs."""
from collections import namedtuple as _namedtuple
import re as _re

__all__ = ['get_close_matches', 'ndiff', 'restore', 'SequenceMatcher',
           'Differ', 'IS_CHARACTER_JUNK', 'IS_LINE_JUNK', 'context_diff',
           'unified_diff', 'Match']

Match = _namedtuple('Match', 'a b size')


class _Deferred:
    # what a generator would give, made at the first next()
    def __init__(self, fn, *args):
        self._fn = fn
        self._args = args
        self._it = None

    def __iter__(self):
        return self

    def __next__(self):
        if self._it is None:
            fn, args = self._fn, self._args
            self._fn = self._args = None
            self._it = iter(())  # one that raised is finished, as a generator
            self._it = iter(fn(*args))
        return next(self._it)


def _calculate_ratio(matches, length):
    if length:
        return 2.0 * matches / length
    return 1.0


class SequenceMatcher:

    def __init__(self, isjunk=None, a='', b='', autojunk=True):
        self.isjunk = isjunk
        self.a = self.b = None
        self.autojunk = autojunk
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        if a is self.a:
            return
        self.a = a
        self.matching_blocks = self.opcodes = None

    def set_seq2(self, b):
        if b is self.b:
            return
        self.b = b
        self.matching_blocks = self.opcodes = None
        self.fullbcount = None
        self._chain_b()

    def _chain_b(self):
        # b2j: element -> the indices where it is in b, less the junk and,
        # for b of 200 or more, the elements in over 1% of it ("popular")
        b = self.b
        self.b2j = b2j = {}
        for i, elt in enumerate(b):
            b2j.setdefault(elt, []).append(i)
        self.bjunk = junk = set()
        if self.isjunk:
            for elt in b2j.keys():
                if self.isjunk(elt):
                    junk.add(elt)
            for elt in junk:
                del b2j[elt]
        self.bpopular = popular = set()
        n = len(b)
        if self.autojunk and n >= 200:
            ntest = n // 100 + 1
            for elt, idxs in b2j.items():
                if len(idxs) > ntest:
                    popular.add(elt)
            for elt in popular:
                del b2j[elt]

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        a, b, b2j, bjunk = self.a, self.b, self.b2j, self.bjunk
        if ahi is None:
            ahi = len(a)
        if bhi is None:
            bhi = len(b)
        besti, bestj, bestsize = alo, blo, 0
        # j2len[j]: length of the longest match ending at a[i-1], b[j]
        j2len = {}
        nothing = []
        for i in range(alo, ahi):
            newj2len = {}
            for j in b2j.get(a[i], nothing):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = newj2len[j] = j2len.get(j - 1, 0) + 1
                if k > bestsize:
                    besti, bestj, bestsize = i - k + 1, j - k + 1, k
            j2len = newj2len
        # extend with equal non-junk, then equal junk, on both sides
        while besti > alo and bestj > blo and \
                b[bestj - 1] not in bjunk and a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while besti + bestsize < ahi and bestj + bestsize < bhi and \
                b[bestj + bestsize] not in bjunk and a[besti + bestsize] == b[bestj + bestsize]:
            bestsize += 1
        while besti > alo and bestj > blo and \
                b[bestj - 1] in bjunk and a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while besti + bestsize < ahi and bestj + bestsize < bhi and \
                b[bestj + bestsize] in bjunk and a[besti + bestsize] == b[bestj + bestsize]:
            bestsize = bestsize + 1
        return Match(besti, bestj, bestsize)

    def get_matching_blocks(self):
        if self.matching_blocks is not None:
            return self.matching_blocks
        la, lb = len(self.a), len(self.b)
        queue = [(0, la, 0, lb)]
        blocks = []
        while queue:
            alo, ahi, blo, bhi = queue.pop()
            i, j, k = x = self.find_longest_match(alo, ahi, blo, bhi)
            if k:
                blocks.append(x)
                if alo < i and blo < j:
                    queue.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    queue.append((i + k, ahi, j + k, bhi))
        blocks.sort()
        # adjacent blocks joined
        i1 = j1 = k1 = 0
        joined = []
        for i2, j2, k2 in blocks:
            if i1 + k1 == i2 and j1 + k1 == j2:
                k1 += k2
            else:
                if k1:
                    joined.append((i1, j1, k1))
                i1, j1, k1 = i2, j2, k2
        if k1:
            joined.append((i1, j1, k1))
        joined.append((la, lb, 0))
        self.matching_blocks = list(map(Match._make, joined))
        return self.matching_blocks

    def get_opcodes(self):
        if self.opcodes is not None:
            return self.opcodes
        i = j = 0
        self.opcodes = answer = []
        for ai, bj, size in self.get_matching_blocks():
            tag = ''
            if i < ai and j < bj:
                tag = 'replace'
            elif i < ai:
                tag = 'delete'
            elif j < bj:
                tag = 'insert'
            if tag:
                answer.append((tag, i, ai, j, bj))
            i, j = ai + size, bj + size
            if size:
                answer.append(('equal', ai, i, bj, j))
        return answer

    def _grouped(self, n):
        codes = self.get_opcodes()
        # as in CPython, the cached opcodes' first and last entries are
        # trimmed in place (a later call sees them trimmed)
        if not codes:
            codes = [("equal", 0, 1, 0, 1)]
        if codes[0][0] == 'equal':
            tag, i1, i2, j1, j2 = codes[0]
            codes[0] = tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2
        if codes[-1][0] == 'equal':
            tag, i1, i2, j1, j2 = codes[-1]
            codes[-1] = tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)
        nn = n + n
        groups = []
        group = []
        for tag, i1, i2, j1, j2 in codes:
            if tag == 'equal' and i2 - i1 > nn:
                group.append((tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)))
                groups.append(group)
                group = []
                i1, j1 = max(i1, i2 - n), max(j1, j2 - n)
            group.append((tag, i1, i2, j1, j2))
        if group and not (len(group) == 1 and group[0][0] == 'equal'):
            groups.append(group)
        return groups

    def get_grouped_opcodes(self, n=3):
        return _Deferred(self._grouped, n)

    def ratio(self):
        matches = sum(triple[-1] for triple in self.get_matching_blocks())
        return _calculate_ratio(matches, len(self.a) + len(self.b))

    def quick_ratio(self):
        if self.fullbcount is None:
            self.fullbcount = fullbcount = {}
            for elt in self.b:
                fullbcount[elt] = fullbcount.get(elt, 0) + 1
        fullbcount = self.fullbcount
        avail = {}
        matches = 0
        for elt in self.a:
            if elt in avail:
                numb = avail[elt]
            else:
                numb = fullbcount.get(elt, 0)
            avail[elt] = numb - 1
            if numb > 0:
                matches = matches + 1
        return _calculate_ratio(matches, len(self.a) + len(self.b))

    def real_quick_ratio(self):
        la, lb = len(self.a), len(self.b)
        return _calculate_ratio(min(la, lb), la + lb)


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    if not n > 0:
        raise ValueError("n must be > 0: %r" % (n,))
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError("cutoff must be in [0.0, 1.0]: %r" % (cutoff,))
    result = []
    s = SequenceMatcher()
    s.set_seq2(word)
    for x in possibilities:
        s.set_seq1(x)
        if s.real_quick_ratio() >= cutoff and \
                s.quick_ratio() >= cutoff and \
                s.ratio() >= cutoff:
            result.append((s.ratio(), x))
    # heapq.nlargest(n, result) is sorted(result, reverse=True)[:n]
    result = sorted(result, reverse=True)[:n]
    return [x for score, x in result]


def _keep_original_ws(s, tag_s):
    return ''.join(c if tag_c == " " and c.isspace() else tag_c
                   for c, tag_c in zip(s, tag_s))


class Differ:

    def __init__(self, linejunk=None, charjunk=None):
        self.linejunk = linejunk
        self.charjunk = charjunk

    def compare(self, a, b):
        return _Deferred(self._compare, a, b)

    def _compare(self, a, b):
        out = []
        cruncher = SequenceMatcher(self.linejunk, a, b)
        for tag, alo, ahi, blo, bhi in cruncher.get_opcodes():
            if tag == 'replace':
                self._fancy_replace(out, a, alo, ahi, b, blo, bhi)
            elif tag == 'delete':
                self._dump(out, '-', a, alo, ahi)
            elif tag == 'insert':
                self._dump(out, '+', b, blo, bhi)
            elif tag == 'equal':
                self._dump(out, ' ', a, alo, ahi)
            else:
                raise ValueError('unknown tag %r' % (tag,))
        return iter(out)

    def _dump(self, out, tag, x, lo, hi):
        for i in range(lo, hi):
            out.append('%s %s' % (tag, x[i]))

    def _plain_replace(self, out, a, alo, ahi, b, blo, bhi):
        if bhi - blo < ahi - alo:
            self._dump(out, '+', b, blo, bhi)
            self._dump(out, '-', a, alo, ahi)
        else:
            self._dump(out, '-', a, alo, ahi)
            self._dump(out, '+', b, blo, bhi)

    def _fancy_replace(self, out, a, alo, ahi, b, blo, bhi):
        # the most similar pair of lines (ratio over 0.74) is the sync
        # point, shown with ? guide lines; the blocks around it recurse
        best_ratio, cutoff = 0.74, 0.75
        cruncher = SequenceMatcher(self.charjunk)
        eqi, eqj = None, None
        best_i = best_j = None
        for j in range(blo, bhi):
            bj = b[j]
            cruncher.set_seq2(bj)
            for i in range(alo, ahi):
                ai = a[i]
                if ai == bj:
                    if eqi is None:
                        eqi, eqj = i, j
                    continue
                cruncher.set_seq1(ai)
                if cruncher.real_quick_ratio() > best_ratio and \
                        cruncher.quick_ratio() > best_ratio and \
                        cruncher.ratio() > best_ratio:
                    best_ratio, best_i, best_j = cruncher.ratio(), i, j
        if best_ratio < cutoff:
            if eqi is None:
                self._plain_replace(out, a, alo, ahi, b, blo, bhi)
                return
            best_i, best_j, best_ratio = eqi, eqj, 1.0
        else:
            eqi = None
        self._fancy_helper(out, a, alo, best_i, b, blo, best_j)
        aelt, belt = a[best_i], b[best_j]
        if eqi is None:
            atags = btags = ""
            cruncher.set_seqs(aelt, belt)
            for tag, ai1, ai2, bj1, bj2 in cruncher.get_opcodes():
                la, lb = ai2 - ai1, bj2 - bj1
                if tag == 'replace':
                    atags += '^' * la
                    btags += '^' * lb
                elif tag == 'delete':
                    atags += '-' * la
                elif tag == 'insert':
                    btags += '+' * lb
                elif tag == 'equal':
                    atags += ' ' * la
                    btags += ' ' * lb
                else:
                    raise ValueError('unknown tag %r' % (tag,))
            self._qformat(out, aelt, belt, atags, btags)
        else:
            out.append('  ' + aelt)
        self._fancy_helper(out, a, best_i + 1, ahi, b, best_j + 1, bhi)

    def _fancy_helper(self, out, a, alo, ahi, b, blo, bhi):
        if alo < ahi:
            if blo < bhi:
                self._fancy_replace(out, a, alo, ahi, b, blo, bhi)
            else:
                self._dump(out, '-', a, alo, ahi)
        elif blo < bhi:
            self._dump(out, '+', b, blo, bhi)

    def _qformat(self, out, aline, bline, atags, btags):
        atags = _keep_original_ws(aline, atags).rstrip()
        btags = _keep_original_ws(bline, btags).rstrip()
        out.append("- " + aline)
        if atags:
            out.append("? " + atags + "\n")
        out.append("+ " + bline)
        if btags:
            out.append("? " + btags + "\n")


_line_junk_re = _re.compile(r"\s*(?:#\s*)?$")


def IS_LINE_JUNK(line, pat=_line_junk_re.match):
    return pat(line) is not None


def IS_CHARACTER_JUNK(ch, ws=" \t"):
    return ch in ws


def _format_range_unified(start, stop):
    beginning = start + 1
    length = stop - start
    if length == 1:
        return '{}'.format(beginning)
    if not length:
        beginning -= 1
    return '{},{}'.format(beginning, length)


def _check_types(a, b, *args):
    if a and not isinstance(a[0], str):
        raise TypeError('lines to compare must be str, not %s (%r)' %
                        (type(a[0]).__name__, a[0]))
    if b and not isinstance(b[0], str):
        raise TypeError('lines to compare must be str, not %s (%r)' %
                        (type(b[0]).__name__, b[0]))
    for arg in args:
        if not isinstance(arg, str):
            raise TypeError('all arguments must be str, not: %r' % (arg,))


def unified_diff(a, b, fromfile='', tofile='', fromfiledate='',
                 tofiledate='', n=3, lineterm='\n'):
    return _Deferred(_unified, a, b, fromfile, tofile, fromfiledate, tofiledate, n, lineterm)


def _unified(a, b, fromfile, tofile, fromfiledate, tofiledate, n, lineterm):
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    out = []
    started = False
    for group in SequenceMatcher(None, a, b)._grouped(n):
        if not started:
            started = True
            fromdate = '\t{}'.format(fromfiledate) if fromfiledate else ''
            todate = '\t{}'.format(tofiledate) if tofiledate else ''
            out.append('--- {}{}{}'.format(fromfile, fromdate, lineterm))
            out.append('+++ {}{}{}'.format(tofile, todate, lineterm))
        first, last = group[0], group[-1]
        file1_range = _format_range_unified(first[1], last[2])
        file2_range = _format_range_unified(first[3], last[4])
        out.append('@@ -{} +{} @@{}'.format(file1_range, file2_range, lineterm))
        for tag, i1, i2, j1, j2 in group:
            if tag == 'equal':
                for line in a[i1:i2]:
                    out.append(' ' + line)
                continue
            if tag in {'replace', 'delete'}:
                for line in a[i1:i2]:
                    out.append('-' + line)
            if tag in {'replace', 'insert'}:
                for line in b[j1:j2]:
                    out.append('+' + line)
    return iter(out)


def _format_range_context(start, stop):
    beginning = start + 1
    length = stop - start
    if not length:
        beginning -= 1
    if length <= 1:
        return '{}'.format(beginning)
    return '{},{}'.format(beginning, beginning + length - 1)


def context_diff(a, b, fromfile='', tofile='',
                 fromfiledate='', tofiledate='', n=3, lineterm='\n'):
    return _Deferred(_context, a, b, fromfile, tofile, fromfiledate, tofiledate, n, lineterm)


def _context(a, b, fromfile, tofile, fromfiledate, tofiledate, n, lineterm):
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    prefix = dict(insert='+ ', delete='- ', replace='! ', equal='  ')
    out = []
    started = False
    for group in SequenceMatcher(None, a, b)._grouped(n):
        if not started:
            started = True
            fromdate = '\t{}'.format(fromfiledate) if fromfiledate else ''
            todate = '\t{}'.format(tofiledate) if tofiledate else ''
            out.append('*** {}{}{}'.format(fromfile, fromdate, lineterm))
            out.append('--- {}{}{}'.format(tofile, todate, lineterm))
        first, last = group[0], group[-1]
        out.append('***************' + lineterm)
        file1_range = _format_range_context(first[1], last[2])
        out.append('*** {} ****{}'.format(file1_range, lineterm))
        if any(tag in {'replace', 'delete'} for tag, _, _, _, _ in group):
            for tag, i1, i2, _, _ in group:
                if tag != 'insert':
                    for line in a[i1:i2]:
                        out.append(prefix[tag] + line)
        file2_range = _format_range_context(first[3], last[4])
        out.append('--- {} ----{}'.format(file2_range, lineterm))
        if any(tag in {'replace', 'insert'} for tag, _, _, _, _ in group):
            for tag, _, _, j1, j2 in group:
                if tag != 'delete':
                    for line in b[j1:j2]:
                        out.append(prefix[tag] + line)
    return iter(out)


def ndiff(a, b, linejunk=None, charjunk=IS_CHARACTER_JUNK):
    return Differ(linejunk, charjunk).compare(a, b)


def restore(delta, which):
    return _Deferred(_restore, delta, which)


def _restore(delta, which):
    try:
        tag = {1: "- ", 2: "+ "}[int(which)]
    except KeyError:
        raise ValueError('unknown delta choice (must be 1 or 2): %r' % which) from None
    prefixes = ("  ", tag)
    out = []
    for line in delta:
        if line[:2] in prefixes:
            out.append(line[2:])
    return iter(out)
