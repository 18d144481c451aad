/* cuda.c — the `cuda` engine: runs the PTX on a real GPU through the CUDA driver API.
 *
 * libcuda.so.1 is opened with dlopen at run time (no link-time dependency, no CUDA headers:
 * the few types and signatures used are declared below exactly as cuda.h declares them,
 * with the versioned entry points cuda.h's macros select: cuMemAlloc_v2, cuMemFree_v2,
 * cuMemcpyHtoD_v2, cuMemcpyDtoH_v2, cuDevicePrimaryCtxRelease_v2). The module is JIT-compiled
 * by cuModuleLoadDataEx with an error log, buffers are copied to device memory, the kernel
 * is launched with cuLaunchKernel on the primary context of device 0 and the buffers are
 * copied back into the runner's regions, so the output is hashed exactly as for the other
 * engines. The kernel's parameter list comes from the PTX parser's signature-only pass
 * (ptx_build_sig), so arguments are checked the same way. */
/* clock_gettime (the --time figure) is POSIX, not C99. */
#define _POSIX_C_SOURCE 200809L
#include "ptx.h"

#include <dlfcn.h>
#include <stdio.h>
#include <time.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef unsigned long long CUdeviceptr;
typedef int CUjit_option;

#define CUDA_SUCCESS 0
#define CU_JIT_ERROR_LOG_BUFFER 5
#define CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES 6
#define CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES 8
#define CU_LIMIT_STACK_SIZE 0

typedef struct cuapi {
    void *lib;
    CUresult (*Init)(unsigned int);
    CUresult (*DeviceGet)(CUdevice *, int);
    CUresult (*DevicePrimaryCtxRetain)(CUcontext *, CUdevice);
    CUresult (*DevicePrimaryCtxRelease)(CUdevice);
    CUresult (*CtxSetCurrent)(CUcontext);
    CUresult (*CtxSetLimit)(int, size_t);
    CUresult (*ModuleLoadDataEx)(CUmodule *, const void *, unsigned int, CUjit_option *, void **);
    CUresult (*ModuleUnload)(CUmodule);
    CUresult (*ModuleGetFunction)(CUfunction *, CUmodule, const char *);
    CUresult (*FuncSetAttribute)(CUfunction, int, int);
    CUresult (*MemAlloc)(CUdeviceptr *, size_t);
    CUresult (*MemFree)(CUdeviceptr);
    CUresult (*MemcpyHtoD)(CUdeviceptr, const void *, size_t);
    CUresult (*MemcpyDtoH)(void *, CUdeviceptr, size_t);
    CUresult (*LaunchKernel)(CUfunction, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int,
                             unsigned int, unsigned int, CUstream, void **, void **);
    CUresult (*CtxSynchronize)(void);
    CUresult (*GetErrorName)(CUresult, const char **);
    CUresult (*GetErrorString)(CUresult, const char **);
} cuapi;

typedef struct cumod {
    ptx_module sig;       /* signature-only parse */
    char *text;           /* NUL-terminated PTX */
    cuapi api;
} cumod;

static int load_api(nr_ctx *cx, cuapi *a) {
    /* The driver is looked up by its soname, as the CUDA runtime does. */
    a->lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!a->lib) {
        nr_error(cx, "no CUDA driver: libcuda.so.1 not found");
        return -1;
    }
#define SYM(field, name)                                                                    \
    do {                                                                                    \
        void *p_ = dlsym(a->lib, name);                                                     \
        if (!p_) { nr_error(cx, "CUDA driver: libcuda.so.1 has no %s", name); return -1; }  \
        memcpy(&a->field, &p_, sizeof p_);                                                  \
    } while (0)
    SYM(Init, "cuInit");
    SYM(DeviceGet, "cuDeviceGet");
    SYM(DevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain");
    SYM(DevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2");
    SYM(CtxSetCurrent, "cuCtxSetCurrent");
    SYM(CtxSetLimit, "cuCtxSetLimit");
    SYM(ModuleLoadDataEx, "cuModuleLoadDataEx");
    SYM(ModuleUnload, "cuModuleUnload");
    SYM(ModuleGetFunction, "cuModuleGetFunction");
    SYM(FuncSetAttribute, "cuFuncSetAttribute");
    SYM(MemAlloc, "cuMemAlloc_v2");
    SYM(MemFree, "cuMemFree_v2");
    SYM(MemcpyHtoD, "cuMemcpyHtoD_v2");
    SYM(MemcpyDtoH, "cuMemcpyDtoH_v2");
    SYM(LaunchKernel, "cuLaunchKernel");
    SYM(CtxSynchronize, "cuCtxSynchronize");
    SYM(GetErrorName, "cuGetErrorName");
    SYM(GetErrorString, "cuGetErrorString");
#undef SYM
    return 0;
}

static const char *errname(cuapi *a, CUresult r, char *buf, size_t size) {
    const char *n = NULL, *s = NULL;
    if (a->GetErrorName) a->GetErrorName(r, &n);
    if (a->GetErrorString) a->GetErrorString(r, &s);
    snprintf(buf, size, "%s (%d): %s", n ? n : "CUDA error", r, s ? s : "unknown error");
    return buf;
}

static int cu_load(nr_ctx *cx, const char *path, const char *text, size_t len, void **mod) {
    cumod *m = (cumod *)calloc(1, sizeof *m);
    *mod = m;
    if (load_api(cx, &m->api)) return 1;
    if (ptx_build_sig(cx, &m->sig, path, text, len)) return 1;
    m->text = (char *)malloc(len + 1);
    memcpy(m->text, text, len);
    m->text[len] = 0;
    return 0;
}

static void cu_unload(void *mod) {
    cumod *m = (cumod *)mod;
    ptx_free(&m->sig);
    free(m->text);
    if (m->api.lib) dlclose(m->api.lib);
    free(m);
}

/* One launch of the kernel with the runner's grid, block and dynamic shared memory. */
static CUresult launch(cuapi *a, CUfunction f, const nr_launch *L, void **params) {
    return a->LaunchKernel(f, L->grid[0], L->grid[1], L->grid[2], L->block[0], L->block[1], L->block[2],
                           (unsigned int)L->shared_bytes, NULL, params, NULL);
}

static int cu_launch(nr_ctx *cx, void *mod) {
    cumod *m = (cumod *)mod;
    cuapi *a = &m->api;
    const nr_launch *L = &cx->launch;
    CUdevice dev = 0;
    CUcontext ctx = NULL;
    CUmodule cm = NULL;
    CUfunction f = NULL;
    CUresult r;
    CUdeviceptr *dptr = (CUdeviceptr *)calloc((size_t)L->nargs + 1, sizeof *dptr);
    void **params = (void **)calloc((size_t)L->nargs + 1, sizeof *params);
    uint8_t *pblock = (uint8_t *)calloc(1, cx->mem.param_size + 8);
    char log[8192], eb[256];
    CUjit_option opts[2] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *vals[2];
    int i, rc = 2, ctx_held = 0;
    log[0] = 0;
    vals[0] = log;
    vals[1] = (void *)(uintptr_t)sizeof log;
#define CK(call, what)                                                          \
    do {                                                                        \
        r = (call);                                                             \
        if (r != CUDA_SUCCESS) {                                                \
            nr_error(cx, "%s: %s failed: %s", L->file, what, errname(a, r, eb, sizeof eb)); \
            goto out;                                                           \
        }                                                                       \
    } while (0)
    for (i = 0; i < L->nargs; i++)
        if (L->args[i].is_image) {
            /* texture.h: the cuda engine does not create CUDA texture/surface objects yet */
            nr_error(cx, "%s: argument %d: tex:/surf: arguments run on the ir and ptx engines only (no CUDA texture objects yet)",
                     L->file, i);
            goto out;
        }
    CK(a->Init(0), "cuInit");
    CK(a->DeviceGet(&dev, 0), "cuDeviceGet");
    CK(a->DevicePrimaryCtxRetain(&ctx, dev), "cuDevicePrimaryCtxRetain");
    ctx_held = 1;
    CK(a->CtxSetCurrent(ctx), "cuCtxSetCurrent");
    CK(a->CtxSetLimit(CU_LIMIT_STACK_SIZE, L->stack_bytes ? L->stack_bytes : 16384), "cuCtxSetLimit(STACK_SIZE)");
    r = a->ModuleLoadDataEx(&cm, m->text, 2, opts, vals);
    if (r != CUDA_SUCCESS) {
        nr_error(cx, "%s: the CUDA JIT rejected the PTX: %s\n%s", L->file, errname(a, r, eb, sizeof eb), log);
        goto out;
    }
    CK(a->ModuleGetFunction(&f, cm, L->kernel), "cuModuleGetFunction");
    if (L->shared_bytes > 48 * 1024)
        CK(a->FuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)L->shared_bytes),
           "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)");
    if (cx->mem.param_size) memcpy(pblock, cx->mem.param, (size_t)cx->mem.param_size);
    for (i = 0; i < L->nargs; i++) {
        const nr_arg *g = &L->args[i];
        uint8_t *host = NULL;
        int k;
        if (g->is_buf) {
            for (k = 0; k < cx->mem.nglob; k++)
                if (cx->mem.glob[k].base == g->addr) host = cx->mem.glob[k].data;
            CK(a->MemAlloc(&dptr[i], g->bytes ? (size_t)g->bytes : 1), "cuMemAlloc");
            if (g->bytes) CK(a->MemcpyHtoD(dptr[i], host, (size_t)g->bytes), "cuMemcpyHtoD");
            memcpy(pblock + cx->kinfo.param_off[i], &dptr[i], 8);
        }
        params[i] = pblock + cx->kinfo.param_off[i];
    }
    r = launch(a, f, L, params);
    if (r != CUDA_SUCCESS) {
        nr_error(cx, "%s: cuLaunchKernel failed: %s", L->file, errname(a, r, eb, sizeof eb));
        goto out;
    }
    r = a->CtxSynchronize();
    if (r != CUDA_SUCCESS) {
        /* an error here is the kernel's: an illegal address, a trap, a misaligned access */
        nr_error(cx, "%s: kernel fault: %s (the GPU does not say which thread or instruction)", L->file,
                 errname(a, r, eb, sizeof eb));
        rc = 1;
        goto out;
    }
    for (i = 0; i < L->nargs; i++) {
        const nr_arg *g = &L->args[i];
        int k;
        if (!g->is_buf || !g->bytes) continue;
        for (k = 0; k < cx->mem.nglob; k++)
            if (cx->mem.glob[k].base == g->addr) CK(a->MemcpyDtoH(cx->mem.glob[k].data, dptr[i], (size_t)g->bytes), "cuMemcpyDtoH");
    }
    if (L->time_reps > 0) {
        /* Back-to-back launches on the default stream, one synchronisation at the end: the
         * mean hides the launch latency for kernels longer than a few microseconds. The
         * buffers keep the checked launch's results (copied back above). */
        struct timespec t0, t1;
        double us;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        for (i = 0; i < L->time_reps; i++)
            CK(launch(a, f, L, params), "cuLaunchKernel (timing)");
        r = a->CtxSynchronize();
        if (r != CUDA_SUCCESS) {
            nr_error(cx, "%s: kernel fault while timing: %s", L->file, errname(a, r, eb, sizeof eb));
            rc = 1;
            goto out;
        }
        clock_gettime(CLOCK_MONOTONIC, &t1);
        us = ((double)(t1.tv_sec - t0.tv_sec) * 1e9 + (double)(t1.tv_nsec - t0.tv_nsec)) / 1e3 / L->time_reps;
        fprintf(stderr, "nvcgrun: kernel time %.3f us (mean of %d launches)\n", us, L->time_reps);
    }
    rc = 0;
out:
#undef CK
    for (i = 0; i < L->nargs; i++) if (dptr[i] && rc != 1) a->MemFree(dptr[i]);
    if (cm && rc != 1) a->ModuleUnload(cm);
    if (ctx_held) a->DevicePrimaryCtxRelease(dev);
    free(dptr);
    free(params);
    free(pblock);
    return rc;
}

const nr_engine nr_engine_cuda = {"cuda", cu_load, cu_unload, cu_launch, NULL, NULL, NULL, NULL};
