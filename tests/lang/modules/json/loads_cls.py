# cls: loads calls cls(**options).decode(s), options as loads collects them
import json
log = []
def make_decoder(**kw):
    log.append(sorted(kw))
    dec = lambda: None
    dec.decode = lambda s: ('decoded', s, kw.get('strict'))
    return dec
print(json.loads('[1]', cls=make_decoder))
print(json.loads(b'[2]', cls=make_decoder, object_hook=dict, strict=False, parse_int=None))
print(log)
def failing(**kw):
    raise TypeError('no decoder today')
try:
    json.loads('1', cls=failing)
except TypeError as e:
    print(e)
