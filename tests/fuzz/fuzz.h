/*
 * fuzz.h - what the libFuzzer targets share.
 */
#ifndef WEIMAR_FUZZ_H
#define WEIMAR_FUZZ_H

#include <stdio.h>
#include <stdlib.h>

/* A failed property aborts, so that libFuzzer saves the input. */
#define FUZZ_ASSERT(cond)                                                       \
    do {                                                                        \
        if (!(cond)) {                                                          \
            fprintf(stderr, "%s:%d: assertion failed: %s\n", __FILE__, __LINE__, \
                    #cond);                                                     \
            abort();                                                            \
        }                                                                       \
    } while (0)

#endif
