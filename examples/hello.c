/* hello.c - the smallest pysafe host: one tool, one script, the result.
 * Build: cc hello.c $(pkg-config --cflags --libs pysafe) */
#include <pysafe.h>
#include <stdio.h>
#include <string.h>

static ps_status greet(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    (void)ud;
    const char *name;
    if (call->argc != 1 || ps_to_str(vm, call->argv[0], &name, NULL) != PS_OK)
        return ps_raise(vm, "TypeError", "greet() takes one str");
    char text[200];
    int n = snprintf(text, sizeof text, "hello, %s", name);
    *result = ps_str(vm, text, n < (int)sizeof text ? (size_t)n : sizeof text - 1);
    return PS_OK;
}

int main(void)
{
    ps_vm *vm = ps_new(NULL); /* default limits */
    ps_register_tool(vm, "greet", greet, NULL);
    const char *src = "print(greet('tool'))\nlen(greet('world'))\n";
    ps_value result;
    ps_status st = ps_run(vm, src, strlen(src), "hello.py", &result);
    if (st != PS_OK) {
        fprintf(stderr, "%s", ps_error_traceback(vm));
        ps_free(vm);
        return 1;
    }
    int64_t n = 0;
    ps_to_int64(vm, result, &n);
    printf("%sresult: %lld\n", ps_output(vm, NULL), (long long)n);
    ps_free(vm); /* releases every handle */
    return 0;
}
