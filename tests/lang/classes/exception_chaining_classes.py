class DataError(Exception):
    pass
class ParseError(DataError):
    def __init__(self, line, reason):
        super().__init__(f'line {line}: {reason}')
        self.line = line
def parse(rows):
    out = []
    for i, r in enumerate(rows):
        try:
            out.append(int(r))
        except ValueError as e:
            raise ParseError(i, 'not a number') from e
    return out
try:
    parse(['1', 'x'])
except DataError as e:
    print(type(e).__name__, e, e.line, type(e.__cause__).__name__, e.__cause__)
try:
    try:
        raise ParseError(1, 'a')
    except ParseError:
        raise KeyError('k')
except KeyError as e:
    print(type(e.__context__).__name__, e.__context__.line)
def cleanup():
    try:
        raise DataError('first')
    finally:
        print('finally ran')
try:
    cleanup()
except DataError as e:
    print('after', e)
