/*
 * fuzz_re.c - arbitrary bytes as a regular expression and a subject for
 * the sandbox's `re` module, in a fresh sandbox under tight budgets.
 *
 * The input is FLAGS SUBJECT-LENGTH PATTERN SUBJECT: the first byte picks
 * re's flags (and whether pattern and subject are str or bytes), the second
 * how many of the last bytes are the subject. Both are bound as globals
 * (as str when they are valid UTF-8 and the flags byte asks for str, else
 * as bytes) and a fixed script compiles the pattern and runs every
 * operation of a Pattern on the subject.
 *
 * What must hold: the run ends with a result, an exception the script let
 * through or a limit error; never a crash, a sanitizer report, a hang or a
 * leak. The script catches what a bad pattern may raise (re.error,
 * ValueError, OverflowError, RecursionError, TypeError), so an exception
 * that reaches the host is a finding, in particular the SystemError that
 * re.c raises when PCRE2 refuses a pattern our translation wrote
 * (stdlib/re.c, compile_code).
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "pysafe.h"

#define INVARIANT(c) do { if (!(c)) abort(); } while (0)

static const char script[] =
    "import re\n"
    "try:\n"
    "    r = re.compile(p, f)\n"
    "except (re.error, ValueError, OverflowError, RecursionError) as e:\n"
    "    r = str(e)\n"
    "if not isinstance(r, str):\n"
    "    out = [r.groups, r.flags, repr(r), sorted(r.groupindex.items())]\n"
    "    m = r.search(s)\n"
    "    if m:\n"
    "        out += [m.span(), m.groups(), m.groupdict(), m.lastindex, m.lastgroup, repr(m), m.regs]\n"
    "        try:\n"
    "            out.append(m.expand(t))\n"
    "        except (re.error, IndexError) as e:\n"
    "            out.append(str(e))\n"
    "    out += [r.match(s), r.fullmatch(s), r.search(s, 1, len(s) - 1), r.findall(s)]\n"
    "    out += [m.span() for m in r.finditer(s)]\n"
    "    out += [r.subn(lambda m: m.group(0) * 2, s), r.split(s), r.split(s, 2)]\n"
    "    try:\n"
    "        out.append(r.sub(t, s))\n"
    "    except (re.error, IndexError) as e:\n"
    "        out.append(str(e))\n"
    "    r = repr(out)\n"
    "r\n";

static void discard(void *ud, const char *s, size_t n)
{
    (void)ud, (void)s, (void)n;
}

/* Bytes as a str value when wanted and valid UTF-8, else as bytes. */
static ps_value text_value(ps_vm *vm, const uint8_t *p, size_t n, bool want_str)
{
    if (want_str) {
        ps_value v = ps_str(vm, (const char *)p, n);
        if (v)
            return v;
    }
    return ps_bytes(vm, p, n);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    uint8_t fl = data[0];
    size_t slen = data[1];
    data += 2;
    size -= 2;
    if (slen > size)
        slen = size;
    size_t plen = size - slen;
    bool as_str = (fl & 0x80) == 0;
    /* I M S X, and A for str or L for bytes */
    int64_t flags = ((fl & 1) ? 2 : 0) | ((fl & 2) ? 8 : 0) | ((fl & 4) ? 16 : 0) | ((fl & 8) ? 64 : 0) |
                    ((fl & 16) ? (as_str ? 256 : 4) : 0);

    ps_config cfg;
    ps_config_init(&cfg);
    cfg.max_instructions = 2000000;
    cfg.max_memory = 32 << 20;
    cfg.max_depth = 200;
    cfg.max_output = 1 << 16;
    cfg.timeout_ms = 2000;
    cfg.print = discard;
    ps_vm *vm = ps_new(&cfg);
    if (!vm)
        return 0;
    ps_value p = text_value(vm, data, plen, as_str);
    ps_value s = p ? text_value(vm, data + plen, slen, ps_typeof(vm, p) == PS_T_STR) : 0;
    /* the template: a fixed one of the subject's kind, with group refs */
    ps_value t = 0;
    if (s)
        t = ps_typeof(vm, s) == PS_T_STR ? ps_str(vm, "<\\g<0>|\\1>", 10) : ps_bytes(vm, "<\\g<0>>", 7);
    ps_value f = ps_int(vm, flags);
    if (!p || !s || !t || !f || ps_set_global(vm, "p", p) != PS_OK || ps_set_global(vm, "s", s) != PS_OK ||
        ps_set_global(vm, "t", t) != PS_OK || ps_set_global(vm, "f", f) != PS_OK) {
        ps_free(vm);
        return 0;
    }
    ps_value result = 0;
    ps_status st = ps_run(vm, script, sizeof script - 1, "<fuzz_re>", &result);
    if (st == PS_OK) {
        ps_release(vm, result);
    } else {
        INVARIANT(st == PS_EXCEPTION || st == PS_LIMIT);
        INVARIANT((st == PS_LIMIT) == (ps_limit_hit(vm) != PS_LIMIT_NONE));
        if (st == PS_EXCEPTION) {
            /* a bytes subject with a str pattern's template cannot happen:
             * the only exceptions let through are the script's own bugs
             * (none) and the engine's */
            INVARIANT(strcmp(ps_error_type(vm), "SystemError") != 0);
            INVARIANT(strcmp(ps_error_type(vm), "RuntimeError") != 0);
        }
    }
    ps_free(vm);
    return 0;
}
