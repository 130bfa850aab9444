#!/usr/bin/env python3
"""Install pysafe into a temporary directory and build examples/hello.c
against the installed header and pkg-config file only (no source tree
include paths), then run it: what an embedder outside this repository does.

usage: install_test.py MESON BUILDDIR HELLO_C CC [SANITIZE]
"""
import os
import shlex
import subprocess
import sys
import tempfile


def main():
    meson, builddir, hello, cc = sys.argv[1:5]
    sanitize = sys.argv[5] if len(sys.argv) > 5 else "none"
    with tempfile.TemporaryDirectory() as tmp:
        prefix = os.path.join(tmp, "prefix")
        subprocess.run([meson, "install", "-C", builddir, "--no-rebuild", "--quiet",
                        "--destdir", tmp], check=True, stdout=subprocess.DEVNULL)
        # meson installs under DESTDIR + prefix; find the .pc file there.
        pcs = [os.path.join(d, f) for d, _, fs in os.walk(tmp) for f in fs if f == "pysafe.pc"]
        if len(pcs) != 1:
            sys.exit(f"expected one pysafe.pc under {tmp}, found {pcs}")
        pcdir = os.path.dirname(pcs[0])
        with open(pcs[0]) as f:
            orig_prefix = next(l.split("=", 1)[1].strip() for l in f if l.startswith("prefix="))
        root = tmp + orig_prefix
        env = dict(os.environ, PKG_CONFIG_PATH=pcdir)
        flags = subprocess.run(["pkg-config", "--define-variable=prefix=" + root,
                                "--cflags", "--libs", "pysafe"],
                               env=env, check=True, capture_output=True, text=True).stdout.split()
        if not any(f.startswith("-I" + root) for f in flags):
            sys.exit(f"pkg-config flags do not point into the install: {flags}")
        if not os.path.exists(os.path.join(root, "include", "pysafe.h")):
            sys.exit("pysafe.h was not installed")
        exe = os.path.join(tmp, "hello")
        extra = [f"-fsanitize={sanitize}"] if sanitize not in ("", "none") else []
        cmd = [cc, "-std=c11", "-Wall", "-Werror", hello, "-o", exe] + flags + extra
        print("$", " ".join(shlex.quote(c) for c in cmd))
        subprocess.run(cmd, check=True)
        libdirs = [f[2:] for f in flags if f.startswith("-L")]
        env = dict(os.environ, LD_LIBRARY_PATH=":".join(libdirs))
        out = subprocess.run([exe], env=env, check=True, capture_output=True, text=True).stdout
        print(out, end="")
        if out != "hello, tool\nresult: 12\n":
            sys.exit(f"unexpected output: {out!r}")
    print("ok")


if __name__ == "__main__":
    main()
