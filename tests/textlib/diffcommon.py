"""Shared pieces of the differential tests: run the C driver on a batch of
cases and compare its lines with the ones python3 computed."""
import struct
import subprocess
import sys


def hx(s):
    """Text argument for the driver: hex of the UTF-8 (or raw bytes)."""
    b = s if isinstance(s, bytes) else s.encode('utf-8', 'surrogatepass')
    return b.hex() if b else '-'


def bits(x):
    return '%016x' % struct.unpack('<Q', struct.pack('<d', x))[0]


def out_text(s):
    """How the driver prints a text result."""
    return hx(s)


def err(e):
    return 'E %s %s' % (type(e).__name__, e)


def show(line):
    """A line with its hex fields decoded where they decode, for humans."""
    parts = []
    for w in line.split(' '):
        try:
            if len(w) >= 2 and len(w) % 2 == 0 and not w.isdigit():
                w = repr(bytes.fromhex(w).decode('utf-8'))
        except ValueError:
            pass
        parts.append(w)
    return ' '.join(parts)


class Runner:
    def __init__(self, driver):
        self.driver = driver
        self.sections = []   # (name, [case lines], [expected lines])

    def section(self, name):
        self.sections.append((name, [], []))

    def add(self, case, expected):
        self.sections[-1][1].append(case)
        self.sections[-1][2].append(expected)

    def run(self):
        lines = [c for _, cases, _ in self.sections for c in cases]
        proc = subprocess.run([self.driver], input='\n'.join(lines) + '\n',
                              capture_output=True, text=True,
                              errors='replace')
        if proc.returncode != 0:
            print('driver failed: rc=%d\n%s' % (proc.returncode, proc.stderr[-3000:]))
            return 1
        got = proc.stdout.split('\n')
        i = 0
        failed = 0
        for name, cases, expected in self.sections:
            bad = 0
            for case, want in zip(cases, expected):
                have = got[i] if i < len(got) else '<missing>'
                i += 1
                if have != want:
                    bad += 1
                    if bad <= 8:
                        print('MISMATCH [%s] %s\n   want %s\n   got  %s' % (
                            name, show(case), show(want), show(have)))
            print('%-28s %8d cases, %d mismatches' % (name, len(cases), bad))
            failed += bad
        print('total %d cases, %d mismatches' % (i, failed))
        return 1 if failed else 0


def main_args():
    if len(sys.argv) < 2:
        raise SystemExit('usage: %s DRIVER [SCALE]' % sys.argv[0])
    scale = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
    return sys.argv[1], scale
