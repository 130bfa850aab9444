#!/usr/bin/env python3
"""Identifier classes (PEP 3131) of every non-ASCII code point, pysafe's
generated XID_Start/XID_Continue tables against CPython's str.isidentifier.

    xid_vs_cpython.py LEXDUMP

Debian's unicode-data may be newer than the Unicode version of python3's
unicodedata; characters unassigned in python3's version (category Cn) may
then differ, and only those.
"""
import subprocess
import sys
import unicodedata

out = subprocess.run([sys.argv[1], "--xid"], capture_output=True, check=True,
                     text=True).stdout.strip()
bad = newer = 0
for i, c in enumerate(range(0x80, 0x110000)):
    ours = (out[2 * i] == "1", out[2 * i + 1] == "1")
    ch = chr(c)
    theirs = (ch.isidentifier(), ("a" + ch).isidentifier())
    if ours != theirs:
        if unicodedata.category(ch) == "Cn":
            newer += 1
        else:
            bad += 1
            if bad <= 10:
                print(f"FAIL U+{c:04X}: ours {ours}, CPython {theirs}")
print(f"xid: {bad} differences ({newer} in characters newer than "
      f"Unicode {unicodedata.unidata_version})")
sys.exit(1 if bad else 0)
