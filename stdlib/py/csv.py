"""csv: reading and writing CSV as CPython 3.11's _csv and Lib/csv.py do:
the same parser states, quoting rules, dialect checks and messages. The
parser is written in Python here (CPython's is C). There are no files in
the sandbox: a reader takes any iterable of str lines (a list, an
io.StringIO, str.splitlines(True)), a writer anything with a write()."""

__all__ = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE",
           "Error", "Dialect", "excel", "excel_tab",
           "field_size_limit", "reader", "writer",
           "register_dialect", "get_dialect", "list_dialects",
           "unregister_dialect", "__version__", "DictReader", "DictWriter",
           "unix_dialect"]

__version__ = "1.0"

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = range(4)


class Error(Exception):
    __module__ = '_csv'


_field_limit = 128 * 1024


def field_size_limit(*args, **kwargs):
    global _field_limit
    if len(args) + len(kwargs) > 1:
        if not args:
            raise TypeError("field_size_limit() takes at most 1 keyword argument (%d given)" % len(kwargs))
        raise TypeError("field_size_limit() takes at most 1 argument (%d given)" % (len(args) + len(kwargs)))
    for k in kwargs:
        if k != "new_limit":
            raise TypeError("'%s' is an invalid keyword argument for field_size_limit()" % k)
        args = (kwargs[k],)
    old = _field_limit
    if args:
        if not isinstance(args[0], int):
            raise TypeError("limit must be an integer")
        _field_limit = args[0]
    return old


# ---- dialects ---------------------------------------------------------------

_ATTRS = ("delimiter", "doublequote", "escapechar", "lineterminator",
          "quotechar", "quoting", "skipinitialspace", "strict")


def _char(name, v, dflt, allow_none):
    if v is None and allow_none:
        return None
    if v is None and dflt is not None and allow_none is None:
        return dflt
    if not isinstance(v, str):
        if allow_none:
            raise TypeError('"%s" must be string or None, not %s' % (name, type(v).__name__))
        raise TypeError('"%s" must be string, not %s' % (name, type(v).__name__))
    if len(v) != 1:
        raise TypeError('"%s" must be a 1-character string' % name)
    return v


class Dialect:
    """The checked, immutable form of a dialect (CPython's _csv.Dialect)."""
    __module__ = '_csv'
    __slots__ = _ATTRS

    def __init__(self, dialect=None, **kwargs):
        for k in kwargs:
            if k not in _ATTRS:
                raise TypeError("'%s' is an invalid keyword argument for this function" % k)
        if isinstance(dialect, str):
            dialect = get_dialect(dialect)

        def pick(name):
            if name in kwargs:
                return kwargs[name]
            if dialect is not None and hasattr(dialect, name):
                return getattr(dialect, name)
            return _MISSING
        v = pick("delimiter")
        d = ',' if v is _MISSING else _char("delimiter", v, None, False)
        v = pick("doublequote")
        dq = True if v is _MISSING else bool(v)
        v = pick("escapechar")
        esc = None if v is _MISSING else _char("escapechar", v, None, True)
        v = pick("lineterminator")
        if v is _MISSING:
            lt = '\r\n'
        elif v is None:
            lt = None
        elif not isinstance(v, str):
            raise TypeError('"lineterminator" must be a string')
        else:
            lt = v
        qv = pick("quotechar")
        qc = '"' if qv is _MISSING else _char("quotechar", qv, None, True)
        v = pick("quoting")
        if v is _MISSING:
            quoting = QUOTE_NONE if (qv is None) else QUOTE_MINIMAL
        elif type(v) is not int:
            raise TypeError('"quoting" must be an integer')
        elif v not in (0, 1, 2, 3):
            raise TypeError('bad "quoting" value')
        else:
            quoting = v
        v = pick("skipinitialspace")
        sis = False if v is _MISSING else bool(v)
        v = pick("strict")
        strict = False if v is _MISSING else bool(v)
        if quoting != QUOTE_NONE and qc is None:
            raise TypeError("quotechar must be set if quoting enabled")
        if lt is None:
            raise TypeError("lineterminator must be set")
        object.__setattr__(self, "delimiter", d)
        object.__setattr__(self, "doublequote", dq)
        object.__setattr__(self, "escapechar", esc)
        object.__setattr__(self, "lineterminator", lt)
        object.__setattr__(self, "quotechar", qc)
        object.__setattr__(self, "quoting", quoting)
        object.__setattr__(self, "skipinitialspace", sis)
        object.__setattr__(self, "strict", strict)

    def __setattr__(self, name, value):
        raise AttributeError("attribute '%s' of '_csv.Dialect' objects is not writable" % name)

    def __delattr__(self, name):
        raise AttributeError("attribute '%s' of '_csv.Dialect' objects is not writable" % name)


_MISSING = object()
_CDialect = Dialect

_dialects = {}


def _unpack(args, most):
    """CPython's _csv unpacks these arguments with an unnamed
    PyArg_UnpackTuple, whose messages start with an empty name."""
    if not args:
        raise TypeError(" expected at least 1 argument, got 0")
    if len(args) > most:
        raise TypeError(" expected at most %d arguments, got %d" % (most, len(args)))
    return args + (None,) * (most - len(args))


def _target_and_dialect(args, fmtparams):
    """(first argument, dialect) of reader(), writer() and
    register_dialect(): the dialect comes second or as dialect=."""
    first, dialect = _unpack(args, 2)
    if "dialect" in fmtparams:
        if len(args) == 2:
            raise TypeError("argument for function given by name ('dialect') and position (1)")
        dialect = fmtparams.pop("dialect")
    return first, dialect


def register_dialect(*args, **fmtparams):
    name, dialect = _target_and_dialect(args, fmtparams)
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    _dialects[name] = _CDialect(dialect, **fmtparams)


def unregister_dialect(name):
    if name not in _dialects:
        raise Error("unknown dialect")
    del _dialects[name]


def get_dialect(name):
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error("unknown dialect")


def list_dialects():
    return list(_dialects)


class Dialect:
    """Describe a CSV dialect: subclass it and set the attributes."""
    _name = ""
    _valid = False
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None

    def __init__(self):
        if type(self) != Dialect:
            self._valid = True
        self._validate()

    def _validate(self):
        try:
            _CDialect(self)
        except TypeError as e:
            raise Error(str(e))


class excel(Dialect):
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = QUOTE_MINIMAL


register_dialect("excel", excel)


class excel_tab(excel):
    delimiter = '\t'


register_dialect("excel-tab", excel_tab)


class unix_dialect(Dialect):
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\n'
    quoting = QUOTE_ALL


register_dialect("unix", unix_dialect)


# ---- reading ----------------------------------------------------------------

(START_RECORD, START_FIELD, ESCAPED_CHAR, IN_FIELD, IN_QUOTED_FIELD,
 ESCAPE_IN_QUOTED_FIELD, QUOTE_IN_QUOTED_FIELD, EAT_CRNL, AFTER_ESCAPED_CRNL) = range(9)

_EOL = None  # the end of each line, after its characters


class reader:
    __module__ = '_csv'

    def __init__(self, csvfile, dialect=None, **fmtparams):
        self._it = iter(csvfile)
        self._dialect = _CDialect(dialect, **fmtparams)
        self._line_num = 0
        self._reset()

    # read-only members, as _csv.reader's are
    @property
    def dialect(self):
        return self._dialect

    @dialect.setter
    def dialect(self, value):
        raise AttributeError("readonly attribute")

    @property
    def line_num(self):
        return self._line_num

    @line_num.setter
    def line_num(self, value):
        raise AttributeError("readonly attribute")

    def _reset(self):
        self._fields = []
        self._field = []
        self._state = START_RECORD
        self._numeric = False

    def __iter__(self):
        return self

    def _save(self):
        field = ''.join(self._field)
        self._field = []
        if self._numeric:
            self._numeric = False
            field = float(field)
        self._fields.append(field)

    def _add(self, c):
        if len(self._field) >= _field_limit:
            raise Error("field larger than field limit (%d)" % _field_limit)
        self._field.append(c)

    def _process(self, c):
        d = self._dialect
        st = self._state
        if st == START_RECORD:
            if c is _EOL:
                return
            if c == '\n' or c == '\r':
                self._state = EAT_CRNL
                return
            st = self._state = START_FIELD
        if st == START_FIELD:
            if c is _EOL or c == '\n' or c == '\r':
                self._save()
                self._state = START_RECORD if c is _EOL else EAT_CRNL
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                self._state = IN_QUOTED_FIELD
            elif c == d.escapechar:
                self._state = ESCAPED_CHAR
            elif c == ' ' and d.skipinitialspace:
                pass
            elif c == d.delimiter:
                self._save()
            else:
                if d.quoting == QUOTE_NONNUMERIC:
                    self._numeric = True
                self._add(c)
                self._state = IN_FIELD
        elif st == ESCAPED_CHAR:
            if c == '\n' or c == '\r':
                self._add(c)
                self._state = AFTER_ESCAPED_CRNL
                return
            self._add('\n' if c is _EOL else c)
            self._state = IN_FIELD
        elif st == AFTER_ESCAPED_CRNL or st == IN_FIELD:
            if st == AFTER_ESCAPED_CRNL and c is _EOL:
                return
            if c is _EOL or c == '\n' or c == '\r':
                self._save()
                self._state = START_RECORD if c is _EOL else EAT_CRNL
            elif c == d.escapechar:
                self._state = ESCAPED_CHAR
            elif c == d.delimiter:
                self._save()
                self._state = START_FIELD
            else:
                self._add(c)
                self._state = IN_FIELD
        elif st == IN_QUOTED_FIELD:
            if c is _EOL:
                pass
            elif c == d.escapechar:
                self._state = ESCAPE_IN_QUOTED_FIELD
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                self._state = QUOTE_IN_QUOTED_FIELD if d.doublequote else IN_FIELD
            else:
                self._add(c)
        elif st == ESCAPE_IN_QUOTED_FIELD:
            self._add('\n' if c is _EOL else c)
            self._state = IN_QUOTED_FIELD
        elif st == QUOTE_IN_QUOTED_FIELD:
            if d.quoting != QUOTE_NONE and c == d.quotechar:
                self._add(c)
                self._state = IN_QUOTED_FIELD
            elif c == d.delimiter:
                self._save()
                self._state = START_FIELD
            elif c is _EOL or c == '\n' or c == '\r':
                self._save()
                self._state = START_RECORD if c is _EOL else EAT_CRNL
            elif not d.strict:
                self._add(c)
                self._state = IN_FIELD
            else:
                raise Error("'%s' expected after '%s'" % (d.delimiter, d.quotechar))
        elif st == EAT_CRNL:
            if c == '\n' or c == '\r':
                pass
            elif c is _EOL:
                self._state = START_RECORD
            else:
                raise Error("new-line character seen in unquoted field - do you need "
                            "to open the file in universal-newline mode?")

    def __next__(self):
        self._reset()
        while True:
            try:
                line = next(self._it)
            except StopIteration:
                if self._field or self._state == IN_QUOTED_FIELD:
                    if self._dialect.strict:
                        raise Error("unexpected end of data")
                    self._save()
                    break
                raise
            if not isinstance(line, str):
                raise Error("iterator should return strings, not %s "
                            "(the file should be opened in text mode)" % type(line).__name__)
            self._line_num += 1
            for c in line:
                self._process(c)
            self._process(_EOL)
            if self._state == START_RECORD:
                break
        fields = self._fields
        self._fields = []
        return fields


_reader_type = reader


def reader(*args, **fmtparams):
    # no dialect given is not 'excel': quotechar=None then means QUOTE_NONE
    csvfile, dialect = _target_and_dialect(args, fmtparams)
    return _reader_type(csvfile, dialect, **fmtparams)


# ---- writing ----------------------------------------------------------------

class writer:
    __module__ = '_csv'

    def __init__(self, fileobj, dialect=None, **fmtparams):
        try:
            self._write = fileobj.write
        except AttributeError:
            raise TypeError('argument 1 must have a "write" method')
        self._dialect = _CDialect(dialect, **fmtparams)

    @property
    def dialect(self):
        return self._dialect

    @dialect.setter
    def dialect(self, value):
        raise AttributeError("readonly attribute")

    def _field(self, out, field, quoted, first):
        d = self._dialect
        specials = d.delimiter + (d.escapechar or '') + (d.quotechar or '') + d.lineterminator
        chars = []
        for c in field:
            want_escape = False
            if c in specials:
                if d.quoting == QUOTE_NONE:
                    want_escape = True
                else:
                    if c == d.quotechar:
                        if d.doublequote:
                            chars.append(d.quotechar)
                        else:
                            want_escape = True
                    elif c == d.escapechar:
                        want_escape = True
                    if not want_escape:
                        quoted = True
                if want_escape:
                    if d.escapechar is None:
                        raise Error("need to escape, but no escapechar set")
                    chars.append(d.escapechar)
            chars.append(c)
        if not first:
            out.append(d.delimiter)
        if quoted:
            out.append(d.quotechar)
        out.append(''.join(chars))
        if quoted:
            out.append(d.quotechar)

    def writerow(self, row):
        d = self._dialect
        try:
            it = iter(row)
        except TypeError:
            raise Error("iterable expected, not %s" % type(row).__name__)
        out = []
        n = 0
        for field in it:
            if d.quoting == QUOTE_NONNUMERIC:
                quoted = not isinstance(field, (int, float))
            else:
                quoted = d.quoting == QUOTE_ALL
            if field is None:
                text = ''
            elif isinstance(field, str):
                text = field
            else:
                text = str(field)
            self._field(out, text, quoted, n == 0)
            n += 1
        if n == 1 and out == ['']:
            if d.quoting == QUOTE_NONE:
                raise Error("single empty field record must be quoted")
            out = [d.quotechar, d.quotechar]
        out.append(d.lineterminator)
        return self._write(''.join(out))

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


_writer_type = writer


def writer(*args, **fmtparams):
    fileobj, dialect = _target_and_dialect(args, fmtparams)
    return _writer_type(fileobj, dialect, **fmtparams)


# ---- dictionaries -----------------------------------------------------------

class DictReader:
    def __init__(self, f, fieldnames=None, restkey=None, restval=None,
                 dialect="excel", *args, **kwds):
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames  # read for its effect: the header row
        row = next(self.reader)
        self.line_num = self.reader.line_num
        # blank rows are skipped: they would be dicts of restval only
        while row == []:
            row = next(self.reader)
        d = dict(zip(self.fieldnames, row))
        lf = len(self.fieldnames)
        lr = len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in self.fieldnames[lr:]:
                d[key] = self.restval
        return d


class DictWriter:
    def __init__(self, f, fieldnames, restval="", extrasaction="raise",
                 dialect="excel", *args, **kwds):
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'" % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        if self.extrasaction == "raise":
            wrong_fields = rowdict.keys() - self.fieldnames
            if wrong_fields:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join([repr(x) for x in wrong_fields]))
        return [rowdict.get(key, self.restval) for key in self.fieldnames]

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))
