# a class method read from an instance is bound to the type (its
# __qualname__ once read the instance as a type and crashed)
for m in ({}.fromkeys, ''.maketrans, b''.maketrans, b''.fromhex, (1).from_bytes, True.from_bytes, 1.5.fromhex):
    print(m.__name__, m.__qualname__, repr(m).split(' at ')[0])
print({}.fromkeys == dict.fromkeys, ''.maketrans == str.maketrans)
f = {1: 2}.fromkeys
print(f('ab', 1), type(f).__name__)
print(True.from_bytes(b'\x01', 'big'), int.from_bytes(b'\x01\x00', 'little'))
