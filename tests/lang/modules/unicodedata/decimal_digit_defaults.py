import unicodedata as u
def t(f, *a):
    try:
        return repr(f(*a))
    except Exception as e:
        return type(e).__name__ + ' ' + str(e)
for ch in ['0', '9', '٣', '۵', '५', '๙', '０', '²', '①', '⑩', '½', 'Ⅻ', '一', '萬', 'a', ' ', '\U0001D7CE', '\U0001F101', '𐄇']:
    print(repr(ch), t(u.decimal, ch), t(u.digit, ch), t(u.numeric, ch), t(u.decimal, ch, -1), t(u.digit, ch, 'd'), t(u.numeric, ch, 0))
print(t(u.decimal, ''), t(u.digit, 'ab'), t(u.numeric, 1), t(u.numeric, '1', 2, 3), t(u.decimal), t(u.digit, b'1'))
print(type(u.numeric('5')).__name__, type(u.decimal('5')).__name__, type(u.digit('²')).__name__)
