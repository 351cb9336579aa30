/*
 * error.c - the thread's last error message (wm_last_error), as libgit2's
 * git_error_last(): every public call that fails writes one sentence here
 * naming the argument or the rule at fault.
 *
 * A fixed buffer per thread: nothing is allocated, and a message is
 * formatted only on the failing path (the move path of a successful call
 * never touches it).  Calls that succeed leave it as it was, as errno.
 */
#include "core.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#if defined(__GNUC__) && !defined(__clang_analyzer__)
static _Thread_local char last_error[WM_ERROR_MAX] __attribute__((tls_model("initial-exec")));
#else
static _Thread_local char last_error[WM_ERROR_MAX];
#endif

const char *wm_last_error(void)
{
    return last_error;
}

void wm_clear_error(void)
{
    last_error[0] = '\0';
}

wm_status wm__fail(wm_status st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(last_error, sizeof last_error, fmt, ap);
    va_end(ap);
    return st;
}

wm_status wm__fail_prefix(wm_status st, const char *fmt, ...)
{
    char old[WM_ERROR_MAX];
    memcpy(old, last_error, sizeof old);
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(last_error, sizeof last_error, fmt, ap);
    va_end(ap);
    if (n >= 0 && (size_t)n < sizeof last_error && old[0])
        snprintf(last_error + n, sizeof last_error - (size_t)n, ": %s", old);
    return st;
}

wm_status wm__fail_default(wm_status st, const char *fmt, ...)
{
    if (last_error[0])
        return st;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(last_error, sizeof last_error, fmt, ap);
    va_end(ap);
    return st;
}
