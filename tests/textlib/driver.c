/*
 * driver.c - runs numfmt/utext on cases read from stdin, one per line, and
 * prints one result line per case, for the differential tests (diff_*.py)
 * that compare with python3. Text arguments are hex-encoded UTF-8 so that
 * any byte survives; floats are hex IEEE bits. Errors print as
 * "E <exc> <message>".
 *
 *   r BITS              repr(x)
 *   f BITS SPEC         format(x, spec)
 *   i SIGN DEC OCT HEX BIN SPEC     format(int, spec); SIGN is + or -
 *   s STR SPEC          format(str, spec)
 *   pi FMT SIGN DEC OCT HEX   '%...' % int (one conversion)
 *   pf FMT BITS         '%...' % float
 *   ps FMT STR          '%...' % str
 *   P STR               float(str) -> bits
 *   h BITS / H STR      float.hex / float.fromhex
 *   q BITS              as_integer_ratio -> mantissa num_shift den_shift
 *   R BITS NDIGITS      round(x, n)
 *   m XBITS YBITS       x % y, x // y, divmod
 *   u CP                code point properties and case maps
 *   U OP STR            string op: lower upper title capitalize swapcase
 *                       casefold nfc nfd nfkc nfkd, or a predicate name
 *   V STR               validate bytes
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "objects/numbers/numfmt.h"
#include "objects/text/utext.h"

static char *grow(tbuf *b, size_t min_cap)
{
    if (min_cap > ((size_t)1 << 30))
        return NULL;  /* a refusal, as the sandbox's budget would */
    size_t cap = b->cap ? b->cap : 64;
    while (cap < min_cap)
        cap *= 2;
    char *p = realloc(b->data, cap);
    if (!p)
        return NULL;
    b->data = p;
    b->cap = cap;
    return p;
}

static size_t unhex(const char *h, char *out)
{
    size_t n = 0;
    if (h[0] == '-' && h[1] == '\0')
        return 0;  /* the empty string */
    for (; h[0] && h[1]; h += 2) {
        unsigned v;
        sscanf(h, "%2x", &v);
        out[n++] = (char)v;
    }
    return n;
}

static double bits_to_double(const char *s)
{
    uint64_t u = strtoull(s, NULL, 16);
    double d;
    memcpy(&d, &u, 8);
    return d;
}

static void print_bits(double d)
{
    uint64_t u;
    memcpy(&u, &d, 8);
    printf("%016" PRIx64, u);
}

static const char *exc_name(nf_exc e)
{
    switch (e) {
    case NF_VALUE_ERROR: return "ValueError";
    case NF_TYPE_ERROR: return "TypeError";
    case NF_OVERFLOW_ERROR: return "OverflowError";
    case NF_ZERO_DIVISION_ERROR: return "ZeroDivisionError";
    case NF_MEMORY: return "MemoryError";
    default: return "?";
    }
}

static void print_err(const nf_error *e)
{
    printf("E %s ", exc_name(e->exc));
    fwrite(e->msg, 1, e->len, stdout);
    putchar('\n');
}

/* Print out's bytes hex-encoded (so newlines and NULs survive). */
static void print_buf(const tbuf *b)
{
    if (b->len == 0)
        fputs("-", stdout);
    for (size_t i = 0; i < b->len; i++)
        printf("%02x", (unsigned char)b->data[i]);
    putchar('\n');
}

static char *tok(char **save) { return strtok_r(NULL, " \n", save); }

int main(void)
{
    static char line[1 << 20];
    static char a[1 << 19], c[1 << 19];
    tbuf out = { NULL, 0, 0, grow, NULL };
    while (fgets(line, sizeof line, stdin)) {
        char *save;
        char *cmd = strtok_r(line, " \n", &save);
        if (!cmd)
            continue;
        out.len = 0;
        nf_error err = { 0 };
        if (!strcmp(cmd, "r")) {
            char buf[NF_REPR_MAX];
            nf_float_repr(bits_to_double(tok(&save)), buf);
            puts(buf);
        } else if (!strcmp(cmd, "f") || !strcmp(cmd, "s") || !strcmp(cmd, "i")) {
            bool ok;
            nf_spec spec;
            if (cmd[0] == 'f') {
                double x = bits_to_double(tok(&save));
                size_t n = unhex(tok(&save), a);
                ok = nf_spec_parse(a, n, NF_KIND_FLOAT, NULL, &spec, &err) &&
                     nf_format_float(&spec, x, &out, &err);
            } else if (cmd[0] == 's') {
                size_t sn = unhex(tok(&save), c);
                size_t n = unhex(tok(&save), a);
                ok = nf_spec_parse(a, n, NF_KIND_STR, NULL, &spec, &err) &&
                     nf_format_str(&spec, c, sn, ut_count(c, sn), &out, &err);
            } else {
                bool neg = tok(&save)[0] == '-';
                char *dig[4];
                for (int k = 0; k < 4; k++)
                    dig[k] = tok(&save);
                size_t n = unhex(tok(&save), a);
                ok = nf_spec_parse(a, n, NF_KIND_INT, NULL, &spec, &err);
                if (ok) {
                    int base = nf_int_base(&spec);
                    if (base == 0) {
                        double x = strtod(dig[0], NULL);
                        ok = nf_format_float(&spec, neg ? -x : x, &out, &err);
                    } else {
                        const char *d = dig[base == 10 ? 0 : base == 8 ? 1 : base == 16 ? 2 : 3];
                        ok = nf_format_int(&spec, neg, d, strlen(d), &out, &err);
                    }
                }
            }
            if (ok)
                print_buf(&out);
            else
                print_err(&err);
        } else if (cmd[0] == 'p') {
            size_t fn = unhex(tok(&save), a);
            size_t pos = 0;
            nf_pct p;
            bool ok = nf_pct_parse(a, fn, &pos, 0, &p, &err);
            if (ok && pos != fn) {
                printf("E driver trailing\n");
                continue;
            }
            if (ok) {
                switch (p.conv) {
                case 'd': case 'i': case 'u': case 'o': case 'x': case 'X':
                case 'e': case 'E': case 'f': case 'F': case 'g': case 'G':
                case 's': case 'r': case 'a': case 'c':
                    break;
                default:
                    nf_pct_unsupported(&p, &err);
                    ok = false;
                }
            }
            if (ok && cmd[1] == 'i') {
                bool neg = tok(&save)[0] == '-';
                char *dig[3];
                for (int k = 0; k < 3; k++)
                    dig[k] = tok(&save);
                int base = nf_pct_base(&p);
                const char *d = dig[base == 10 ? 0 : base == 8 ? 1 : 2];
                if (strchr("eEfFgG", (int)p.conv))
                    ok = nf_pct_float(&p, (neg ? -1 : 1) * strtod(dig[0], NULL), &out, &err);
                else
                    ok = nf_pct_int(&p, neg, d, strlen(d), &out, &err);
            } else if (ok && cmd[1] == 'f') {
                ok = nf_pct_float(&p, bits_to_double(tok(&save)), &out, &err);
            } else if (ok) {
                size_t sn = unhex(tok(&save), c);
                ok = nf_pct_str(&p, c, sn, ut_count(c, sn), &out, &err);
            }
            if (ok)
                print_buf(&out);
            else
                print_err(&err);
        } else if (!strcmp(cmd, "P")) {
            size_t n = unhex(tok(&save), a);
            double d;
            const char *text = a;
            if (!ut_isascii(a, n)) {
                /* what the VM does for a non-ASCII str before parsing */
                ut_decimal_to_ascii(a, n, &out);
                text = out.data;
                n = out.len;
            }
            if (nf_parse_float(text, n, &d)) {
                print_bits(d);
                putchar('\n');
            } else {
                puts("E");
            }
        } else if (!strcmp(cmd, "h")) {
            char buf[NF_HEX_MAX];
            nf_float_hex(bits_to_double(tok(&save)), buf);
            puts(buf);
        } else if (!strcmp(cmd, "H")) {
            size_t n = unhex(tok(&save), a);
            double d;
            if (nf_float_fromhex(a, n, &d, &err)) {
                print_bits(d);
                putchar('\n');
            } else {
                print_err(&err);
            }
        } else if (!strcmp(cmd, "q")) {
            nf_ratio r;
            if (nf_float_as_ratio(bits_to_double(tok(&save)), &r, &err))
                printf("%" PRId64 " %d %d\n", r.mantissa, r.num_shift, r.den_shift);
            else
                print_err(&err);
        } else if (!strcmp(cmd, "R")) {
            double x = bits_to_double(tok(&save));
            int64_t nd = strtoll(tok(&save), NULL, 10);
            double r;
            if (nf_float_round(x, nd, &r, &err)) {
                print_bits(r);
                putchar('\n');
            } else {
                print_err(&err);
            }
        } else if (!strcmp(cmd, "m")) {
            double x = bits_to_double(tok(&save)), y = bits_to_double(tok(&save));
            double r, q, q2, r2;
            if (!nf_float_mod(x, y, &r, &err)) {
                print_err(&err);
                continue;
            }
            nf_float_floordiv(x, y, &q, &err);
            nf_float_divmod(x, y, &q2, &r2, &err);
            print_bits(r);
            putchar(' ');
            print_bits(q);
            putchar(' ');
            print_bits(q2);
            putchar(' ');
            print_bits(r2);
            putchar('\n');
        } else if (!strcmp(cmd, "u")) {
            uint32_t cp = (uint32_t)strtoul(tok(&save), NULL, 16);
            char enc[4];
            size_t n = ut_encode(cp, enc);
            printf("%s %d%d%d%d%d%d%d%d%d%d%d%d", ut_category(cp),
                   ut_cp_isalpha(cp), ut_cp_isdigit(cp), ut_cp_isdecimal(cp),
                   ut_cp_isnumeric(cp), ut_cp_isalnum(cp), ut_cp_isspace(cp),
                   ut_cp_isupper(cp), ut_cp_islower(cp), ut_cp_istitle(cp),
                   ut_cp_isprintable(cp), ut_isidentifier(enc, n),
                   ut_linebreak_at(enc, n, 0) != 0);
            bool (*maps[])(const char *, size_t, tbuf *) = {
                ut_lower, ut_upper, ut_title, ut_swapcase, ut_casefold };
            for (int k = 0; k < 5; k++) {
                out.len = 0;
                maps[k](enc, n, &out);
                putchar(' ');
                for (size_t i = 0; i < out.len;) {
                    uint32_t m;
                    const char *sep = i == 0 ? "" : ".";
                    i += ut_decode(out.data, out.len, i, &m);
                    printf("%s%x", sep, m);
                }
            }
            /* Cased and Case_Ignorable, seen the way Python shows them:
             * (c + 'A').title() lowers the A after a cased c, and
             * ('a' + c + 'Σ').lower() ends in final sigma when c is
             * case-ignorable or cased. */
            char probe[16];
            size_t pn = ut_encode(cp, probe);
            probe[pn] = 'A';
            out.len = 0;
            ut_title(probe, pn + 1, &out);
            int cased = out.data[out.len - 1] == 'a';
            probe[0] = 'a';
            pn = 1 + ut_encode(cp, probe + 1);
            memcpy(probe + pn, "\xce\xa3", 2);
            out.len = 0;
            ut_lower(probe, pn + 2, &out);
            int final_sigma = (unsigned char)out.data[out.len - 1] == 0x82;
            printf(" %d %d%d\n", ut_cp_decimal(cp), cased, final_sigma);
        } else if (!strcmp(cmd, "U")) {
            const char *op = tok(&save);
            size_t n = unhex(tok(&save), a);
            static const struct {
                const char *name;
                bool (*fn)(const char *, size_t, tbuf *);
            } maps[] = {
                { "lower", ut_lower }, { "upper", ut_upper }, { "title", ut_title },
                { "capitalize", ut_capitalize }, { "swapcase", ut_swapcase },
                { "casefold", ut_casefold },
            };
            static const struct {
                const char *name;
                bool (*fn)(const char *, size_t);
            } preds[] = {
                { "isalpha", ut_isalpha }, { "isdigit", ut_isdigit },
                { "isdecimal", ut_isdecimal }, { "isnumeric", ut_isnumeric },
                { "isalnum", ut_isalnum }, { "isspace", ut_isspace },
                { "isupper", ut_isupper }, { "islower", ut_islower },
                { "istitle", ut_istitle }, { "isprintable", ut_isprintable },
                { "isidentifier", ut_isidentifier }, { "isascii", ut_isascii },
            };
            bool done = false;
            for (size_t k = 0; k < sizeof maps / sizeof maps[0]; k++)
                if (!strcmp(op, maps[k].name)) {
                    maps[k].fn(a, n, &out);
                    print_buf(&out);
                    done = true;
                }
            for (size_t k = 0; k < sizeof preds / sizeof preds[0]; k++)
                if (!strcmp(op, preds[k].name)) {
                    printf("%d\n", preds[k].fn(a, n));
                    done = true;
                }
            if (!strcmp(op, "splitlines")) {
                /* offsets of line ends */
                for (size_t i = 0; i < n;) {
                    size_t br = ut_linebreak_at(a, n, i);
                    if (br) {
                        printf("%zu,", ut_count(a, i));
                        i += br;
                    } else {
                        uint32_t cp;
                        i += ut_decode(a, n, i, &cp);
                    }
                }
                putchar('\n');
                done = true;
            }
            static const char *const nfs[] = { "NFC", "NFD", "NFKC", "NFKD" };
            for (int k = 0; k < 4; k++)
                if (!strcmp(op, nfs[k])) {
                    if (!ut_normalize((ut_nf)k, a, n, &out))
                        puts("E");
                    else
                        print_buf(&out);
                    done = true;
                }
            if (!done)
                puts("E driver op");
        } else if (!strcmp(cmd, "V")) {
            size_t n = unhex(tok(&save), a);
            size_t ncp;
            bool ascii;
            ut_decode_error e;
            if (ut_validate(a, n, &ncp, &ascii, &e))
                printf("ok %zu %d\n", ncp, ascii);
            else if (e.end - e.start == 1)
                printf("'utf-8' codec can't decode byte 0x%02x in position %zu: %s\n",
                       (unsigned char)a[e.start], e.start, e.reason);
            else
                printf("'utf-8' codec can't decode bytes in position %zu-%zu: %s\n",
                       e.start, e.end - 1, e.reason);
        } else {
            puts("E driver command");
        }
    }
    free(out.data);
    return 0;
}
