/*
 * main.c - the plain runner: `pysafe FILE.py` or `pysafe -c CODE`. Output
 * on stdout, a CPython-format traceback on stderr and exit status 1 on an
 * uncaught exception (2 for a sandbox limit).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/vm.h"

static int err_write(void *ud, const char *s, size_t n) { fwrite(s, 1, n, stderr); return 0; }
static int out_write(void *ud, const char *s, size_t n) { fwrite(s, 1, n, stdout); return 0; }

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    for (size_t r; buf && (r = fread(buf + n, 1, cap - n, f)) > 0;) {
        n += r;
        if (n == cap) { char *nb = realloc(buf, cap *= 2); if (!nb) { free(buf); buf = NULL; } else buf = nb; }
    }
    fclose(f);
    *len = n;
    return buf;
}

int main(int argc, char **argv)
{
    vm_limits lim = {0};
    const char *code = NULL, *path = NULL;
    int dis = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-c") && i + 1 < argc) code = argv[++i];
        else if (!strcmp(argv[i], "--dis")) dis = 1;
        else if (!strncmp(argv[i], "--max-instructions=", 19)) lim.instructions = atoll(argv[i] + 19);
        else if (!strncmp(argv[i], "--max-memory=", 13)) lim.memory = atoll(argv[i] + 13);
        else if (!strncmp(argv[i], "--max-depth=", 12)) lim.depth = atoi(argv[i] + 12);
        else if (!strncmp(argv[i], "--max-output=", 13)) lim.output = atoll(argv[i] + 13);
        else if (!strncmp(argv[i], "--max-time-ms=", 14)) lim.time_ms = atoll(argv[i] + 14);
        else if (!path && argv[i][0] != '-') path = argv[i];
        else { fprintf(stderr, "usage: pysafe [--max-instructions=N --max-memory=BYTES --max-depth=N --max-output=BYTES --max-time-ms=MS] (FILE.py | -c CODE)\n"); return 2; }
    }
    if (!code && !path) { fprintf(stderr, "usage: pysafe FILE.py | -c CODE\n"); return 2; }
    size_t len = 0;
    char *src = NULL;
    if (code) len = strlen(code);
    else if (!(src = read_file(path, &len))) { fprintf(stderr, "pysafe: can't open file '%s'\n", path); return 2; }
    psvm *vm = vm_new(&lim);
    if (!vm) { fprintf(stderr, "pysafe: cannot create a sandbox\n"); free(src); return 2; }
    if (dis) {
        /* --dis: print the bytecode instead of running it */
        value co = vm_compile(vm, code ? code : src, len, code ? "<string>" : path, 0);
        int st = 0;
        if (co)
            vm_dis(vm, co, out_write, NULL);
        else {
            vm_print_exception(vm, vm->exc, err_write, NULL);
            st = 1;
        }
        vm_free(vm);
        free(src);
        return st;
    }
    /* CPython shows the script's absolute path in tracebacks. */
    char *abs = path ? realpath(path, NULL) : NULL;
    value r = vm_run_string(vm, code ? code : src, len, code ? "<string>" : abs ? abs : path);
    free(abs);
    fflush(stdout);
    int status = 0;
    if (!r) {
        status = vm->limit_hit ? 2 : 1;
        if (vm->exc) vm_print_exception(vm, vm->exc, err_write, NULL);
        if (vm->limit_hit) status = 1;
    }
    vm_free(vm);
    free(src);
    return status;
}
