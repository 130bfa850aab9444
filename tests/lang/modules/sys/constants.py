# sys constants scripts read: maxsize, maxunicode, byteorder, platform, float_repr_style, getdefaultencoding
import sys
print(sys.maxsize, sys.maxsize == 2**63 - 1, -sys.maxsize - 1, sys.maxunicode, chr(sys.maxunicode) == '\U0010ffff')
print(sys.byteorder, sys.platform, sys.platform.startswith('linux'), sys.float_repr_style, sys.getdefaultencoding())
print(isinstance(sys.argv, list), isinstance(sys.version, str), sys.maxsize.bit_length(), (sys.maxsize + 1).bit_length())
print([i for i in range(sys.maxsize - 2, sys.maxsize)], len(range(sys.maxsize)), range(sys.maxsize)[-1])
try:
    chr(sys.maxunicode + 1)
except ValueError as e:
    print(type(e).__name__, e)
from sys import maxsize, byteorder
print(maxsize, byteorder)
