#!/usr/bin/env python3
"""Depth and size cases for the parser: each must finish within a time bound
with a clean result or a clean SyntaxError (no crash, no sanitizer report,
no hang), and where python3's parser also gives a SyntaxError, ours must be
the same error.

  depth_cases.py PSPARSE [BOUND_SECONDS]

Times are the child's CPU time (user + system), which load on a shared
machine does not inflate; the ASan build passes a larger bound. Prints one
line per case with its time, then "N passed, N failed".
"""
import ast
import os
import resource
import subprocess
import sys
import tempfile
import warnings


def cases():
    yield 'parens_100k', '(' * 100000 + '1' + ')' * 100000 + '\n', ['--check']
    # 400 KB on one line: a left-deep BinOp chain 200,000 levels deep
    # (the dump stops at its depth guard with a clean error)
    plus = 'x = ' + '+'.join(['1'] * 200000) + '\n'
    yield 'plus_400k', plus, ['--check']
    yield 'plus_400k_dump', plus, ['--dump-ast']
    yield 'if_1000', ''.join(' ' * i + 'if x:\n' for i in range(1000)) + ' ' * 1000 + 'pass\n', ['--check']
    yield 'digits_1m', 'x = ' + '7' * 1000000 + '\n', ['--check']
    yield 'hex_digits_1m', 'x = 0x' + 'f' * 1000000 + '\n', ['--check']
    yield 'fstring_100k', 'x = f"' + 'ab{x}cd{y!r:>{w}}' * 6000 + '"\n', ['--dump-ast']
    yield 'compare_10k', 'x = a' + ' < a' * 10000 + '\n', ['--dump-ast']
    # right-recursive forms fill lemon's stack: a clean error, not a crash
    yield 'not_100k', 'x = ' + 'not ' * 100000 + 'y\n', ['--check']
    yield 'unary_200k', 'x = ' + '-' * 200000 + 'y\n', ['--check']
    yield 'power_100k', 'x = ' + '2**' * 100000 + '2\n', ['--check']
    yield 'lambda_50k', 'x = ' + 'lambda: ' * 50000 + '1\n', ['--check']
    yield 'ternary_30k', 'x = ' + 'a if b else ' * 30000 + 'c\n', ['--check']
    yield 'attr_100k', 'x = a' + '.b' * 100000 + '\n', ['--check']
    yield 'calls_100k', 'x = a' + '()' * 100000 + '\n', ['--check']
    yield 'elif_50k', 'if a: pass\n' + 'elif b: pass\n' * 50000, ['--check']
    yield 'strings_100k', 'x = (' + '"a" ' * 100000 + ')\n', ['--dump-ast']
    yield 'statements_100k', 'x=1;' * 100000 + '\n', ['--check']
    yield 'fstring_nested_quotes', 'f"""{f\'\'\'{f"{f\'{x}\'}"}\'\'\'}"""\n' * 2000, ['--dump-ast']


def python_error(src):
    with warnings.catch_warnings():
        warnings.simplefilter('ignore')
        try:
            compile(src, 'f.py', 'exec', ast.PyCF_ONLY_AST, dont_inherit=True)
        except SyntaxError as e:
            return '%s|%s|%s|%s' % (type(e).__name__, e.msg, e.lineno, e.offset)
        except (RecursionError, MemoryError):
            return None
    return None


def main():
    tool = sys.argv[1]
    bound = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
    passed = failed = 0
    with tempfile.TemporaryDirectory() as d:
        for name, src, flags in cases():
            path = os.path.join(d, name + '.py')
            with open(path, 'w') as f:
                f.write(src)
            # CPU time of the child (user + system), so that a loaded
            # machine does not fail the test; the wall clock only guards
            # against a hang
            ru0 = resource.getrusage(resource.RUSAGE_CHILDREN)
            r = subprocess.run([tool, *flags, path], capture_output=True, timeout=120)
            ru1 = resource.getrusage(resource.RUSAGE_CHILDREN)
            dt = (ru1.ru_utime - ru0.ru_utime) + (ru1.ru_stime - ru0.ru_stime)
            out = r.stdout.decode('utf-8', 'replace').strip()
            problems = []
            if r.returncode not in (0, 1) or r.stderr:
                problems.append('exit %d, stderr %s' % (r.returncode, r.stderr[-400:]))
            if r.returncode == 1 and out.count('|') < 5:
                problems.append('unclean error output %r' % out[:200])
            if dt > bound:
                problems.append('took %.2fs of CPU (bound %.1fs)' % (dt, bound))
            if r.returncode == 1 and '--check' in flags:
                want = python_error(src)
                got = '|'.join(out.split('|')[:2] + out.split('|')[-4:-2])
                if want is not None and got != want:
                    problems.append('python3 says %s' % want)
            verdict = out.split('|')[1][:60] if r.returncode == 1 and '|' in out else 'ok'
            print('%-22s %6.3fs  %s%s' % (name, dt, verdict,
                                         ('  FAIL: ' + '; '.join(problems)) if problems else ''))
            if problems:
                failed += 1
            else:
                passed += 1
    print('%d passed, %d failed' % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
