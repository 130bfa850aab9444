# syntax error: yield_in_class_body
print('before')
class C:
    yield 1
