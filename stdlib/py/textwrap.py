"""textwrap: wrap, fill, shorten, dedent, indent and TextWrapper, with the
chunking and line-filling rules of CPython 3.11's Lib/textwrap.py, so the
same text breaks at the same places."""
import re

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

_whitespace = '\t\n\x0b\x0c\r '

_WS = '[' + re.escape(_whitespace) + ']'
_NWS = '[^' + re.escape(_whitespace) + ']'
_WORD_PUNCT = r'[\w!"\'&.,?]'
_LETTER = r'[^\d\W]'

# A chunk is a run of whitespace, an em-dash ('--' or longer) between words,
# or a word, which may end after a hyphen that joins two letters.
_wordsep_re = re.compile(
    '(' + _WS + '+'
    + '|(?<=' + _WORD_PUNCT + r')-{2,}(?=\w)'
    + '|' + _NWS + '+?(?:'
    + '-(?:(?<=' + _LETTER + '{2}-)|(?<=' + _LETTER + '-' + _LETTER + '-))'
    + '(?=' + _LETTER + '-?' + _LETTER + ')'
    + '|(?=' + _WS + r'|\Z)'
    + '|(?<=' + _WORD_PUNCT + r')(?=-{2,}\w)'
    + '))')
_wordsep_simple_re = re.compile('(' + _WS + '+)')
_sentence_end_re = re.compile(r'[a-z][\.\!\?][\"\']?\Z')


class TextWrapper:
    unicode_whitespace_trans = dict.fromkeys(map(ord, _whitespace), ord(' '))
    wordsep_re = _wordsep_re
    wordsep_simple_re = _wordsep_simple_re
    sentence_end_re = _sentence_end_re

    def __init__(self, width=70, initial_indent="", subsequent_indent="",
                 expand_tabs=True, replace_whitespace=True,
                 fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8,
                 *, max_lines=None, placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = text.translate(self.unicode_whitespace_trans)
        return text

    def _split(self, text):
        # CPython tests `is True`: a truthy non-bool splits on whitespace only
        if self.break_on_hyphens is True:
            parts = self.wordsep_re.split(text)
        else:
            parts = self.wordsep_simple_re.split(text)
        return [p for p in parts if p]

    def _fix_sentence_endings(self, chunks):
        i = 0
        while i < len(chunks) - 1:
            if chunks[i + 1] == " " and self.sentence_end_re.search(chunks[i]):
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        # an indent wider than the width still takes one character a line
        space_left = 1 if width < 1 else width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                # break after the last hyphen that has a non-hyphen before it
                hyphen = chunk.rfind('-', 0, space_left)
                if hyphen > 0 and any(c != '-' for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            # kept whole, alone on its line: the width is exceeded least
            cur_line.append(reversed_chunks.pop())

    def _check_placeholder(self):
        indent = self.subsequent_indent if self.max_lines > 1 else self.initial_indent
        if len(indent) + len(self.placeholder.lstrip()) > self.width:
            raise ValueError("placeholder too large for max width")

    def _wrap_chunks(self, chunks):
        lines = []
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is not None:
            self._check_placeholder()
        chunks.reverse()  # a stack: the next chunk is the last item
        while chunks:
            cur_line = []
            cur_len = 0
            indent = self.subsequent_indent if lines else self.initial_indent
            width = self.width - len(indent)
            # whitespace opening a line is dropped, except at the very start
            if self.drop_whitespace and chunks[-1].strip() == '' and lines:
                del chunks[-1]
            while chunks:
                n = len(chunks[-1])
                if cur_len + n > width:
                    break
                cur_line.append(chunks.pop())
                cur_len += n
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = sum(map(len, cur_line))
            if self.drop_whitespace and cur_line and cur_line[-1].strip() == '':
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            if not cur_line:
                continue
            if (self.max_lines is None
                    or len(lines) + 1 < self.max_lines
                    or (not chunks
                        or self.drop_whitespace and len(chunks) == 1
                        and not chunks[0].strip()) and cur_len <= width):
                lines.append(indent + ''.join(cur_line))
                continue
            # the last line allowed: end it with the placeholder
            self._place_placeholder(lines, cur_line, cur_len, width, indent)
            break
        return lines

    def _place_placeholder(self, lines, cur_line, cur_len, width, indent):
        while cur_line:
            if cur_line[-1].strip() and cur_len + len(self.placeholder) <= width:
                cur_line.append(self.placeholder)
                lines.append(indent + ''.join(cur_line))
                return
            cur_len -= len(cur_line[-1])
            del cur_line[-1]
        if lines:
            prev_line = lines[-1].rstrip()
            if len(prev_line) + len(self.placeholder) <= self.width:
                lines[-1] = prev_line + self.placeholder
                return
        lines.append(indent + self.placeholder.lstrip())

    def _split_chunks(self, text):
        return self._split(self._munge_whitespace(text))

    def wrap(self, text):
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))


_whitespace_only_re = re.compile('^[ \t]+$', re.MULTILINE)
_leading_whitespace_re = re.compile('(^[ \t]*)(?:[^ \t\n])', re.MULTILINE)


def dedent(text):
    # the margin is the longest run of spaces and tabs that every line with
    # text on it starts with; lines of only blanks are emptied first
    text = _whitespace_only_re.sub('', text)
    margin = None
    for ind in _leading_whitespace_re.findall(text):
        if margin is None:
            margin = ind
        elif ind.startswith(margin):
            pass
        elif margin.startswith(ind):
            margin = ind
        else:
            for i, (x, y) in enumerate(zip(margin, ind)):
                if x != y:
                    margin = margin[:i]
                    break
    if margin:
        text = re.sub(r'(?m)^' + margin, '', text)
    return text


def _has_text(line):
    return line.strip()


def indent(text, prefix, predicate=None):
    if predicate is None:
        predicate = _has_text
    out = []
    for line in text.splitlines(True):
        out.append(prefix + line if predicate(line) else line)
    return ''.join(out)
