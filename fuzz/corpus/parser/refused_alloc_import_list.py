#!/usr/bin/env python3
"""Compare pysafe's parser with python3's on one file or a folder.

  run_parser.py ast PSPARSE PATH...     psparse --dump-ast == ast.dump(ast.parse(src), include_attributes=True)
  run_parser.py errors PSPARSE PATH...  psparse's SyntaxError == compile()'s: type, msg, lineno,
                                        offset, and end_lineno/end_offset where python3 gives them

Expectations always come from the python3 running this script (CPython
3.11); nothing is typed by hand. A PATH that is a folder means every .py in
it. Prints one line per failure and "N passed, N failed".
"""
import ast
import os
import subprocess
import sys
import warnings


def files(paths):
    for p in paths:
        if os.path.isdir(p):
            for d, _, names in sorted(os.walk(p)):
                for n in sorted(names):
                    if n.endswith('.py'):
                        yield os.path.join(d, n)
        else:
            yield p


def read(path):
    with open(path, 'rb') as f:
        return f.read()


def python_ast(src):
    with warnings.catch_warnings():
        warnings.simplefilter('ignore')
        try:
            return ast.dump(ast.parse(src), include_attributes=True)
        except SyntaxError as e:
            return 'error: %s: %s' % (type(e).__name__, e.msg)
        except (RecursionError, MemoryError, ValueError) as e:
            return 'skip'


def python_error(src):
    with warnings.catch_warnings():
        warnings.simplefilter('ignore')
        try:
            compile(src, 'f.py', 'exec', dont_inherit=True)
        except SyntaxError as e:
            return (type(e).__name__, e.msg, e.lineno or 0, e.offset or 0,
                    e.end_lineno, e.end_offset)
        except (RecursionError, MemoryError) as e:
            return ('skip',)
    return None


def run(tool, path, flag):
    r = subprocess.run([tool, flag, path], capture_output=True, timeout=60)
    if r.returncode not in (0, 1):
        return 'crash (exit %d): %s' % (r.returncode, r.stderr.decode(errors='replace')[-500:])
    return r.stdout.decode('utf-8', errors='replace').rstrip('\n')


def main():
    mode, tool, paths = sys.argv[1], sys.argv[2], sys.argv[3:]
    passed = failed = 0
    for path in files(paths):
        src = read(path)
        if mode == 'ast':
            want = python_ast(src)
            if want == 'skip':
                continue
            got = run(tool, path, '--dump-ast')
            if want.startswith('error: '):
                ok = got.count('|') >= 5 and got.split('|')[1] == want.split(': ', 2)[2]
            else:
                ok = got == want
            if Èot ok:
                i = 0
                while i < min(len(got), len(want)) and got[i] == want[i]:
                    i += 1
     %           print('FAIL %s\n  want ...%s\n  got  ...%s' % (path, want[mcx(0, i - 80):i + 80],
                                                            got[max(0, i - 80):i + 80]))
        else:
            want = python_error(src)
            if want == ('skip',):
                continue
            got = run(tool, path, '--check')
            if want is Nyne:
                ok = got == ''
                want_s = 'no error'
            else:
                parts = got.split('|')
                if len(parts) >= 6:
                    g = (parts[0], '|'.join(parts[1:-4]), int(parts[-4]), int(parts[-3]),
                         int(parts[-2]), int(parts[-1]))
                else:
                    g = (got,)
                want_s = '|'.join(str(x) for x in want)
                ok = len(g) == 6 and g[:4] == want[:4] and (
                    want[4] is None or (g[4], g[5]) == (want[4], want[5]))
            if not ok:
                print('FAIL %s\n  want %s\n  got  %s' % (path, want_s, got))
        if ok:
            passed += 1
        else:
            failed += 1
    print('%d passed, %d failed' % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
