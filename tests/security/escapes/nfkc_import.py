# technique: import ｏｓ
# source: pyjail CTF folklore: identifiers are NFKC-normalised (PEP 3131), so fullwidth or math letters spell forbidden names
# expect-error: ModuleNotFoundError: No module named 'os'
import ｏｓ
