"""What the `pysafe` executable loads when it starts (cli/meson.build):
the library statically, not libpysafe.so; no libedit (the REPL loads it
when the prompt opens) nor what libedit needs; and still a
position-independent executable, so that ASLR places its code and tables."""
import os
import struct
import subprocess

from common import PYSAFE, check, finish

# The dynamic loader lists what it would load (ldd's way) and exits.
env = dict(os.environ, LD_TRACE_LOADED_OBJECTS="1")
p = subprocess.run([PYSAFE], env=env, capture_output=True, timeout=60)
listing = p.stdout.decode("utf-8", "replace")
check(p.returncode == 0 and "libc.so" in listing, "the loader lists the libraries", listing)
for lib in ["libpysafe.so", "libedit.so", "libtinfo.so", "libbsd.so", "libmd.so"]:
    check(lib not in listing, f"a start does not load {lib}", listing)

with open(PYSAFE, "rb") as f:
    header = f.read(18)
check(header[:4] == b"\x7fELF", "an ELF file")
e_type = struct.unpack_from("<H" if header[5] == 1 else ">H", header, 16)[0]
check(e_type == 3, "position-independent (ET_DYN), so ASLR applies", f"e_type {e_type}")

# And it runs a file.
p = subprocess.run([PYSAFE, "-c", "import re, hashlib, unicodedata\n"
                    "print(re.sub('b+', '-', 'abbbc'), hashlib.sha256(b'x').hexdigest()[:8],"
                    " unicodedata.name('\u00e9'), '\\N{GREEK SMALL LETTER ALPHA}')"],
                   capture_output=True, timeout=60)
check(p.stdout.decode() == "a-c 2d711642 LATIN SMALL LETTER E WITH ACUTE \u03b1\n",
      "re, hashlib and unicodedata work statically linked", repr(p.stdout) + repr(p.stderr))
finish()
