"""string: the character-class constants, capwords, Template and Formatter,
as CPython 3.11's Lib/string.py behaves (messages word for word).

Formatter.parse and the field-name splitting are CPython's _string helpers
(Objects/stringlib/unicode_format.h), written here in Python with the same
scanning rules and error texts.
"""
import re as _re
import _pysafe

__all__ = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords",
           "digits", "hexdigits", "octdigits", "printable", "punctuation",
           "whitespace", "Formatter", "Template"]

whitespace = ' \t\n\r\x0b\x0c'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    return (sep or ' ').join([w.capitalize() for w in s.split(sep)])


class _Chain:
    # The keyword arguments first, then the mapping (CPython: ChainMap).
    def __init__(self, first, second):
        self.first = first
        self.second = second

    def __getitem__(self, key):
        try:
            return self.first[key]
        except KeyError:
            return self.second[key]


_sentinel_dict = {}


class Template:
    """A string class for supporting $-substitutions."""

    delimiter = '$'
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    flags = _re.IGNORECASE

    def __init_subclass__(cls):
        if 'pattern' in dict(_pysafe.class_items(cls)):
            pattern = cls.pattern
        else:
            delim = _re.escape(cls.delimiter)
            ident = cls.idpattern
            bid = cls.braceidpattern or cls.idpattern
            pattern = (delim + '(?:(?P<escaped>' + delim + ')|(?P<named>' + ident +
                       ')|{(?P<braced>' + bid + ')}|(?P<invalid>))')
        cls.pattern = _re.compile(pattern, cls.flags | _re.VERBOSE)

    def __init__(self, template):
        self.template = template

    def _invalid(self, mo):
        i = mo.start('invalid')
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' %
                         (lineno, colno))

    def substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            mapping = _Chain(kws, mapping)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                return str(mapping[named])
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                self._invalid(mo)
            raise ValueError('Unrecognized named group in pattern',
                             self.pattern)
        return self.pattern.sub(convert, self.template)

    def safe_substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            mapping = _Chain(kws, mapping)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                try:
                    return str(mapping[named])
                except KeyError:
                    return mo.group()
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                return mo.group()
            raise ValueError('Unrecognized named group in pattern',
                             self.pattern)
        return self.pattern.sub(convert, self.template)

    def is_valid(self):
        for mo in self.pattern.finditer(self.template):
            if mo.group('invalid') is not None:
                return False
            if (mo.group('named') is None
                    and mo.group('braced') is None
                    and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern',
                                 self.pattern)
        return True

    def get_identifiers(self):
        ids = []
        for mo in self.pattern.finditer(self.template):
            named = mo.group('named') or mo.group('braced')
            if named is not None and named not in ids:
                ids.append(named)
            elif (named is None
                  and mo.group('invalid') is None
                  and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern',
                                 self.pattern)
        return ids


Template.__init_subclass__()


def _parse_format(s):
    # CPython's MarkupIterator: (literal, field_name, format_spec, conversion)
    out = []
    n = len(s)
    pos = 0
    while pos < n:
        start = pos
        c = ''
        markup = False
        while pos < n:
            c = s[pos]
            pos += 1
            if c == '{' or c == '}':
                markup = True
                break
        at_end = pos >= n
        length = pos - start
        if c == '}' and markup and (at_end or s[pos] != '}'):
            raise ValueError("Single '}' encountered in format string")
        if at_end and c == '{' and markup:
            raise ValueError("Single '{' encountered in format string")
        if not at_end:
            if markup and s[pos] == c:
                pos += 1
                markup = False
            elif markup:
                length -= 1
        literal = s[start:start + length]
        if not markup:
            out.append((literal, None, None, None))
            continue
        # the field: its name ends at '}', ':' or '!' ('[...]' skipped)
        fstart = pos
        c = ''
        while pos < n:
            c = s[pos]
            pos += 1
            if c == '{':
                raise ValueError("unexpected '{' in field name")
            if c == '[':
                while pos < n and s[pos] != ']':
                    pos += 1
                continue
            if c == '}' or c == ':' or c == '!':
                break
        field_name = s[fstart:pos - 1] if pos > fstart else ''
        conversion = None
        spec = ''
        if c == '!' or c == ':':
            if c == '!':
                if pos >= n:
                    raise ValueError("end of string while looking for "
                                     "conversion specifier")
                conversion = s[pos]
                pos += 1
                if pos < n:
                    c = s[pos]
                    pos += 1
                    if c == '}':
                        out.append((literal, field_name, '', conversion))
                        continue
                    if c != ':':
                        raise ValueError("expected ':' after conversion "
                                         "specifier")
            sstart = pos
            count = 1
            done = False
            while pos < n:
                c = s[pos]
                pos += 1
                if c == '{':
                    count += 1
                elif c == '}':
                    count -= 1
                    if count == 0:
                        spec = s[sstart:pos - 1]
                        done = True
                        break
            if not done:
                raise ValueError("unmatched '{' in format spec")
        elif c != '}':
            raise ValueError("expected '}' before end of string")
        out.append((literal, field_name, spec, conversion))
    return out


def _field_index(name):
    # CPython's get_integer: a run of decimal digits is an index
    if not name or not name.isdecimal():
        return -1
    return int(name)


class _FieldRest:
    # The rest of a field name, parsed lazily as CPython's iterator does:
    # an error shows only when the iteration reaches it.
    def __init__(self, s, pos):
        self.s = s
        self.pos = pos

    def __iter__(self):
        return self

    def __next__(self):
        s = self.s
        n = len(s)
        if self.pos >= n:
            raise StopIteration
        c = s[self.pos]
        self.pos += 1
        if c == '.':
            start = self.pos
            while self.pos < n and s[self.pos] not in '.[':
                self.pos += 1
            name = s[start:self.pos]
            is_attr = True
        elif c == '[':
            start = self.pos
            while self.pos < n and s[self.pos] != ']':
                self.pos += 1
            if self.pos >= n:
                raise ValueError("Missing ']' in format string")
            name = s[start:self.pos]
            self.pos += 1
            is_attr = False
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field "
                             "specifier")
        if name == '':
            raise ValueError("Empty attribute in format string")
        if not is_attr:
            idx = _field_index(name)
            if idx != -1:
                name = idx
        return (is_attr, name)


def _split_field_name(s):
    i = 0
    while i < len(s) and s[i] not in '.[':
        i += 1
    first = s[:i]
    idx = _field_index(first)
    return (first if idx == -1 else idx), _FieldRest(s, i)


class Formatter:
    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth,
                 auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError('Max string recursion exceeded')
        result = []
        for literal_text, field_name, format_spec, conversion in \
                self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is not None:
                if field_name == '':
                    if auto_arg_index is False:
                        raise ValueError('cannot switch from manual field '
                                         'specification to automatic field '
                                         'numbering')
                    field_name = str(auto_arg_index)
                    auto_arg_index += 1
                elif field_name.isdigit():
                    if auto_arg_index:
                        raise ValueError('cannot switch from manual field '
                                         'specification to automatic field '
                                         'numbering')
                    auto_arg_index = False
                obj, arg_used = self.get_field(field_name, args, kwargs)
                used_args.add(arg_used)
                obj = self.convert_field(obj, conversion)
                format_spec, auto_arg_index = self._vformat(
                    format_spec, args, kwargs, used_args, recursion_depth - 1,
                    auto_arg_index=auto_arg_index)
                result.append(self.format_field(obj, format_spec))
        return ''.join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        else:
            return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        elif conversion == 's':
            return str(value)
        elif conversion == 'r':
            return repr(value)
        elif conversion == 'a':
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))

    def parse(self, format_string):
        return iter(_parse_format(format_string))

    def get_field(self, field_name, args, kwargs):
        first, rest = _split_field_name(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            if is_attr:
                obj = getattr(obj, i)
            else:
                obj = obj[i]
        return obj, first
