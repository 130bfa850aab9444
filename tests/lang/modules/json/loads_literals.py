# null, true and false exactly; anything shorter or differently spelt is no value
import json
for s in ['null', 'true', 'false', '[null,true,false]', 'nul', 'nulll', 'tru', 'truee', 'fals', 'falsey', 'NULL',
          'True', 'False', 'None', 'n', 't', 'f', '[n]', '[tru]', '{"a":fals}', 'nullx', '[true1]']:
    try:
        print(repr(s), json.loads(s))
    except json.JSONDecodeError as e:
        print(repr(s), '|', e)
