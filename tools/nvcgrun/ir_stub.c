/* ir_stub.c — placeholder for the `ir` engine (an interpreter of nvcg's LLVM-like IR, written
 * separately). It only reports that the engine is not built. The real engine replaces this
 * file with one defining `const nr_engine nr_engine_ir` as runner.h describes (a stepping
 * engine: load, thread_init, step, thread_fini, describe; the runner supplies memory,
 * scheduling and every collective). */
#include "runner.h"

static int ir_load(nr_ctx *cx, const char *path, const char *text, size_t len, void **mod) {
    (void)path;
    (void)text;
    (void)len;
    *mod = NULL;
    nr_error(cx, "ir engine not built");
    return 1;
}

const nr_engine nr_engine_ir = {"ir", ir_load, NULL, NULL, NULL, NULL, NULL, NULL};
