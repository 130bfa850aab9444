# JSON whitespace is space, tab, newline and carriage return, nothing else
import json
for s in [' 1', '1 ', '\t1\t', '\n1\n', '\r1\r', ' [ 1 , 2 ] ', '{ "a" : 1 }', '[\n\t1,\r\n\t2\n]',
          '\x0b1', '1\x0c', '\xa01', '[1,\u20002]', '\u30001', '\x001', '1\x00']:
    try:
        print(repr(s), json.loads(s))
    except json.JSONDecodeError as e:
        print(repr(s), '|', e)
