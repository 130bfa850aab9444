# hooks that make lots of garbage while the parser holds half-built containers
import json
junk = []
def churn(x):
    for i in range(30):
        junk.append([str(i)] * 5)
        if len(junk) > 20:
            junk.clear()
    return x
doc = json.dumps({'rows': [{'id': i, 'name': 'n%d' % i, 'vals': [i * 0.5, str(i), [i]]} for i in range(60)]})
a = json.loads(doc)
b = json.loads(doc, object_hook=churn, parse_float=lambda t: churn(float(t)), parse_int=lambda t: churn(int(t)))
print(a == b, len(b['rows']), b['rows'][-1])
c = json.loads(doc, object_pairs_hook=lambda p: churn(dict(p)))
print(c == a)
