/*
 * bidrive.c - the C side of the bigint differential test.
 *
 * Reads one operation per line from stdin, prints one result line per
 * operation. Integers are signed hex ("-1f", "0"); byte strings and
 * parse() texts are hex byte dumps ("" is written "-"); doubles come in as
 * float.hex() text and go out as "%a", so the Python side compares bits,
 * not decimal renderings. Errors print "ERR <name>". tests/bigint/difftest.py
 * writes the operations and checks the answers against python3.
 *
 * The scratch allocator counts live blocks; a leak fails the run.
 */
#include "objects/numbers/bigint.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long live_blocks;

static void *t_alloc(void *ud, size_t n)
{
    (void)ud;
    void *p = malloc(n);
    if (p)
        live_blocks++;
    return p;
}

static void t_free(void *ud, void *p)
{
    (void)ud;
    live_blocks--;
    free(p);
}

static const bi_alloc AL = { t_alloc, t_free, NULL };

static const char *err_name(bi_status s)
{
    switch (s) {
    case BI_OK: return "ok";
    case BI_ENOMEM: return "nomem";
    case BI_EZERODIV: return "zerodiv";
    case BI_EOVERFLOW: return "overflow";
    case BI_ENEGATIVE: return "negative";
    case BI_ENOTINVERTIBLE: return "notinvertible";
    case BI_EVALUE: return "value";
    case BI_ELIMIT: return "limit";
    }
    return "?";
}

/* A number owned by the driver (malloc'd digits). */
typedef struct num {
    bi_digit *d;
    size_t cap;
    bi_out o;
} num;

static num num_new(size_t cap)
{
    num n;
    n.cap = cap ? cap : 1;
    n.d = calloc(n.cap, sizeof(bi_digit));
    if (!n.d) {
        fprintf(stderr, "bidrive: out of memory\n");
        exit(2);
    }
    n.o.d = n.d;
    n.o.len = 0;
    n.o.neg = false;
    return n;
}

static bi_view V(const num *n) { return bi_view_of(&n->o); }

static num parse_hex(const char *tok)
{
    size_t len = strlen(tok);
    num n = num_new(bi_parse_size(len, 16));
    if (bi_parse(tok, len, 16, 0, &n.o, NULL) != BI_OK) {
        fprintf(stderr, "bidrive: bad operand %s\n", tok);
        exit(2);
    }
    return n;
}

static void print_num(bi_view v)
{
    size_t cap = bi_to_str_size(v, 16);
    char *buf = malloc(cap);
    size_t len;
    if (!buf || bi_to_str(v, 16, buf, cap, &len, 0, &AL) != BI_OK) {
        fprintf(stderr, "bidrive: to_str failed\n");
        exit(2);
    }
    fwrite(buf, 1, len, stdout);
    free(buf);
}

static uint8_t *unhex(const char *tok, size_t *len)
{
    if (strcmp(tok, "-") == 0)
        tok = "";
    size_t n = strlen(tok) / 2;
    uint8_t *b = malloc(n + 1);
    for (size_t i = 0; i < n; i++) {
        unsigned v;
        sscanf(tok + 2 * i, "%2x", &v);
        b[i] = (uint8_t)v;
    }
    *len = n;
    return b;
}

static void print_hexbytes(const uint8_t *b, size_t n)
{
    if (n == 0)
        fputs("-", stdout);
    for (size_t i = 0; i < n; i++)
        printf("%02x", b[i]);
}

#define MAXTOK 8

static int split(char *line, char **tok)
{
    int n = 0;
    for (char *p = strtok(line, " \n"); p && n < MAXTOK; p = strtok(NULL, " \n"))
        tok[n++] = p;
    return n;
}

static void run(char **t, int nt)
{
    const char *op = t[0];
    bi_status st = BI_OK;
    if (!strcmp(op, "add") || !strcmp(op, "sub") || !strcmp(op, "and") ||
        !strcmp(op, "or") || !strcmp(op, "xor")) {
        num a = parse_hex(t[1]), b = parse_hex(t[2]);
        num r = num_new(bi_bitwise_size(a.o.len, b.o.len));
        if (op[0] == 'a' && op[1] == 'd') bi_add(V(&a), V(&b), &r.o);
        else if (op[0] == 's') bi_sub(V(&a), V(&b), &r.o);
        else if (op[0] == 'a') bi_and(V(&a), V(&b), &r.o);
        else if (op[0] == 'o') bi_or(V(&a), V(&b), &r.o);
        else bi_xor(V(&a), V(&b), &r.o);
        print_num(V(&r));
        free(a.d); free(b.d); free(r.d);
    } else if (!strcmp(op, "mul")) {
        num a = parse_hex(t[1]), b = parse_hex(t[2]);
        num r = num_new(bi_mul_size(a.o.len, b.o.len));
        st = bi_mul(V(&a), V(&b), &r.o, &AL);
        if (st == BI_OK) print_num(V(&r));
        free(a.d); free(b.d); free(r.d);
    } else if (!strcmp(op, "sqr")) {
        num a = parse_hex(t[1]);
        num r = num_new(bi_mul_size(a.o.len, a.o.len));
        st = bi_mul(V(&a), V(&a), &r.o, &AL);
        if (st == BI_OK) print_num(V(&r));
        free(a.d); free(r.d);
    } else if (!strcmp(op, "divmod")) {
        num a = parse_hex(t[1]), b = parse_hex(t[2]);
        num q = num_new(bi_divmod_qsize(a.o.len, b.o.len));
        num r = num_new(b.o.len);
        st = bi_divmod(V(&a), V(&b), &q.o, &r.o, &AL);
        if (st == BI_OK) {
            print_num(V(&q));
            putchar(' ');
            print_num(V(&r));
            /* The one-output forms must agree. */
            num q2 = num_new(bi_divmod_qsize(a.o.len, b.o.len));
            num r2 = num_new(b.o.len);
            bi_divmod(V(&a), V(&b), &q2.o, NULL, &AL);
            bi_divmod(V(&a), V(&b), NULL, &r2.o, &AL);
            if (bi_cmp(V(&q), V(&q2)) || bi_cmp(V(&r), V(&r2)))
                fputs(" MISMATCH", stdout);
            free(q2.d); free(r2.d);
        }
        free(a.d); free(b.d); free(q.d); free(r.d);
    } else if (!strcmp(op, "truediv")) {
        num a = parse_hex(t[1]), b = parse_hex(t[2]);
        double x;
        st = bi_truediv(V(&a), V(&b), &x, &AL);
        if (st == BI_OK) printf("%a", x);
        free(a.d); free(b.d);
    } else if (!strcmp(op, "pow")) {
        num a = parse_hex(t[1]), e = parse_hex(t[2]);
        size_t sz = bi_pow_size(V(&a), V(&e));
        num r = num_new(sz);
        st = bi_pow(V(&a), V(&e), &r.o, &AL);
        if (st == BI_OK) print_num(V(&r));
        free(a.d); free(e.d); free(r.d);
    } else if (!strcmp(op, "powmod")) {
        num a = parse_hex(t[1]), e = parse_hex(t[2]), m = parse_hex(t[3]);
        num r = num_new(m.o.len);
        st = bi_powmod(V(&a), V(&e), V(&m), &r.o, &AL);
        if (st == BI_OK) print_num(V(&r));
        free(a.d); free(e.d); free(m.d); free(r.d);
    } else if (!strcmp(op, "lshift") || !strcmp(op, "rshift")) {
        num a = parse_hex(t[1]);
        unsigned long long n = strtoull(t[2], NULL, 10);
        bool left = op[0] == 'l';
        num r = num_new(left ? bi_lshift_size(a.o.len, n)
                             : bi_rshift_size(a.o.len, n));
        if (left) bi_lshift(V(&a), n, &r.o);
        else bi_rshift(V(&a), n, &r.o);
        print_num(V(&r));
        free(a.d); free(r.d);
    } else if (!strcmp(op, "invert")) {
        num a = parse_hex(t[1]);
        num r = num_new(bi_bitwise_size(a.o.len, 0));
        bi_invert(V(&a), &r.o);
        print_num(V(&r));
        free(a.d); free(r.d);
    } else if (!strcmp(op, "cmp")) {
        num a = parse_hex(t[1]), b = parse_hex(t[2]);
        printf("%d", bi_cmp(V(&a), V(&b)));
        free(a.d); free(b.d);
    } else if (!strcmp(op, "bits")) {
        num a = parse_hex(t[1]);
        printf("%llu %llu %lld", (unsigned long long)bi_bit_length(V(&a)),
               (unsigned long long)bi_bit_count(V(&a)),
               (long long)bi_hash(V(&a)));
        free(a.d);
    } else if (!strcmp(op, "todouble")) {
        num a = parse_hex(t[1]);
        double x;
        st = bi_to_double(V(&a), &x);
        if (st == BI_OK) printf("%a", x);
        free(a.d);
    } else if (!strcmp(op, "frexp")) {
        num a = parse_hex(t[1]);
        int64_t e;
        double m = bi_frexp(V(&a), &e);
        printf("%a %lld", m, (long long)e);
        free(a.d);
    } else if (!strcmp(op, "toi64")) {
        num a = parse_hex(t[1]);
        int64_t v;
        st = bi_to_i64(V(&a), &v);
        if (st == BI_OK) printf("%lld", (long long)v);
        free(a.d);
    } else if (!strcmp(op, "fromdouble")) {
        double x = strtod(t[1], NULL);
        num r = num_new(BI_DOUBLE_DIGITS);
        st = bi_from_double(x, &r.o);
        if (st == BI_OK) {
            print_num(V(&r));
            num a = parse_hex(t[2]);
            printf(" %d", bi_cmp_double(V(&a), x));
            free(a.d);
        }
        free(r.d);
    } else if (!strcmp(op, "tobytes")) {
        num a = parse_hex(t[1]);
        size_t len = strtoul(t[2], NULL, 10);
        uint8_t *buf = malloc(len + 1);
        st = bi_to_bytes(V(&a), buf, len, t[3][0] == 'l', t[4][0] == '1');
        if (st == BI_OK) print_hexbytes(buf, len);
        free(buf); free(a.d);
    } else if (!strcmp(op, "frombytes")) {
        size_t len;
        uint8_t *b = unhex(t[1], &len);
        num r = num_new(bi_from_bytes_size(len));
        bi_from_bytes(b, len, t[2][0] == 'l', t[3][0] == '1', &r.o);
        print_num(V(&r));
        free(b); free(r.d);
    } else if (!strcmp(op, "tostr")) {
        num a = parse_hex(t[1]);
        int base = atoi(t[2]);
        size_t limit = strtoul(t[3], NULL, 10);
        size_t cap = bi_to_str_size(V(&a), base), len;
        char *buf = malloc(cap);
        st = bi_to_str(V(&a), base, buf, cap, &len, limit, &AL);
        if (st == BI_OK) fwrite(buf, 1, len, stdout);
        free(buf); free(a.d);
    } else if (!strcmp(op, "parse")) {
        size_t len;
        uint8_t *s = unhex(t[1], &len);
        int base = atoi(t[2]);
        size_t limit = strtoul(t[3], NULL, 10), nd = 0;
        num r = num_new(bi_parse_size(len, base ? base : 16));
        st = bi_parse((const char *)s, len, base, limit, &r.o, &nd);
        if (st == BI_OK) print_num(V(&r));
        else if (st == BI_ELIMIT) printf("ERR limit %zu", nd);
        free(s); free(r.d);
        if (st == BI_ELIMIT) st = BI_OK;
    } else if (!strcmp(op, "gcd")) {
        num a = parse_hex(t[1]), b = parse_hex(t[2]);
        num r = num_new(bi_gcd_size(a.o.len, b.o.len));
        st = bi_gcd(V(&a), V(&b), &r.o, &AL);
        if (st == BI_OK) print_num(V(&r));
        free(a.d); free(b.d); free(r.d);
    } else if (!strcmp(op, "isqrt")) {
        num a = parse_hex(t[1]);
        num r = num_new(a.o.len / 2 + 1);
        st = bi_isqrt(V(&a), &r.o, &AL);
        if (st == BI_OK) print_num(V(&r));
        free(a.d); free(r.d);
    } else if (!strcmp(op, "msgs")) {
        /* Every message text, '|' separated, figures filled in. */
        printf(BI_MSG_FLOORDIV_ZERO "|" BI_MSG_MOD_ZERO "|"
               BI_MSG_TRUEDIV_ZERO "|" BI_MSG_TRUEDIV_OVERFLOW "|"
               BI_MSG_TO_FLOAT_OVERFLOW "|" BI_MSG_FROM_INF "|"
               BI_MSG_FROM_NAN "|" BI_MSG_POW_MOD_ZERO "|"
               BI_MSG_NOT_INVERTIBLE "|" BI_MSG_NEGATIVE_SHIFT "|"
               BI_MSG_BYTES_NEGATIVE "|" BI_MSG_BYTES_OVERFLOW "|"
               BI_MSG_ISQRT_NEGATIVE "|" BI_MSG_BAD_BASE "|");
        printf(BI_MSG_INVALID_LITERAL "|", 16, "'0xg'");
        printf(BI_MSG_STR_LIMIT "|", (size_t)4300);
        printf(BI_MSG_PARSE_LIMIT, (size_t)4300, (size_t)5000);
    } else {
        fprintf(stderr, "bidrive: unknown op %s (%d tokens)\n", op, nt);
        exit(2);
    }
    if (st != BI_OK)
        printf("ERR %s", err_name(st));
    putchar('\n');
}

int main(void)
{
    char *line = NULL;
    size_t cap = 0;
    while (getline(&line, &cap, stdin) > 0) {
        char *tok[MAXTOK];
        int nt = split(line, tok);
        if (nt == 0)
            continue;
        run(tok, nt);
        if (live_blocks != 0) {
            printf("LEAK %ld\n", live_blocks);
            return 1;
        }
    }
    free(line);
    return 0;
}
