/*
 * fuzz_json.c - arbitrary bytes through json.loads, as bytes (the
 * encoding detection and its decoders) and as the str they decode to with
 * errors='replace' (the parser itself), in a fresh sandbox under tight
 * budgets.
 *
 * Whatever the input, the script must end normally or on a budget: a
 * document is either refused with a ValueError (JSONDecodeError,
 * UnicodeDecodeError) or RecursionError, or accepted, and then it must
 * survive the way back: dumps() of the value read back gives the same text,
 * in every output form (compact, indented and sorted, non-ASCII kept), and
 * the hooks given their default behaviour (object_pairs_hook=dict,
 * parse_float=float, ...) change nothing. A broken identity, an uncaught
 * exception, a crash or a sanitizer report is a finding.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "pysafe.h"

#define INVARIANT(c) do { if (!(c)) abort(); } while (0)

/* check() runs at the same call depth as the module's json calls would,
 * so a document nested up to the limit that loads also dumps. */
static const char script[] =
    "import json\n"
    "def check(d, strict):\n"
    "    try:\n"
    "        v = json.loads(d, strict=strict)\n"
    "    except (ValueError, RecursionError):\n"
    "        return 'refused'\n"
    "    try:\n"
    "        t = json.dumps(v)\n"
    "        if json.dumps(json.loads(t)) != t:\n"
    "            return 'BROKEN: dumps(loads(dumps(v))) != dumps(v)'\n"
    "        s = json.dumps(v, sort_keys=True)\n"
    "        u = json.dumps(v, indent=1, sort_keys=True, ensure_ascii=False, separators=(',', ':'))\n"
    "        if json.dumps(json.loads(u), sort_keys=True) != s:\n"
    "            return 'BROKEN: the indented non-ASCII form reads back differently'\n"
    "        w = json.loads(d, strict=strict, object_pairs_hook=dict, parse_float=float, parse_int=int,\n"
    "                       parse_constant=float)\n"
    "        if json.dumps(w, sort_keys=True) != s:\n"
    "            return 'BROKEN: default-behaving hooks changed the value'\n"
    "    except RecursionError:\n"
    "        return 'too deep to check'\n"
    "    return 'accepted'\n"
    "[check(doc, True), check(doc.decode('utf-8', 'replace'), True),\n"
    " check(doc.decode('utf-8', 'replace'), False)]\n";

static void discard(void *ud, const char *s, size_t n)
{
    (void)ud, (void)s, (void)n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ps_config cfg;
    ps_config_init(&cfg);
    cfg.max_instructions = 2000000;
    cfg.max_memory = 64 << 20;
    cfg.max_depth = 200;
    cfg.max_output = 1 << 16;
    cfg.timeout_ms = 5000;
    cfg.print = discard;
    ps_vm *vm = ps_new(&cfg);
    if (!vm)
        return 0;
    ps_value doc = ps_bytes(vm, data, size);
    if (!doc || ps_set_global(vm, "doc", doc) != PS_OK) {
        ps_free(vm);
        return 0;
    }
    ps_release(vm, doc);
    ps_value result = 0;
    ps_status st = ps_run(vm, script, sizeof script - 1, "<fuzz_json>", &result);
    /* a budget may stop it (a big input); nothing else may */
    INVARIANT(st == PS_OK || st == PS_LIMIT);
    if (st == PS_OK) {
        size_t n = 0;
        INVARIANT(ps_len(vm, result, &n) == PS_OK && n == 3);
        for (size_t i = 0; i < n; i++) {
            ps_value r;
            const char *s;
            size_t len;
            INVARIANT(ps_get_index(vm, result, i, &r) == PS_OK);
            INVARIANT(ps_to_str(vm, r, &s, &len) == PS_OK);
            INVARIANT(strncmp(s, "BROKEN", 6) != 0);
            ps_release(vm, r);
        }
        ps_release(vm, result);
    }
    ps_free(vm);
    return 0;
}
