/* ==================================================================================== */
#ifdef NVCG_SPIRV_IMPLEMENTATION
#ifndef NVCG_SPIRV_IMPLEMENTATION_INCLUDED
#define NVCG_SPIRV_IMPLEMENTATION_INCLUDED

#include <math.h> /* INFINITY and NAN only: no libm functions are called */
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <spirv/unified1/spirv.h>
#include <spirv/unified1/GLSL.std.450.h>
#include <spirv/unified1/OpenCL.std.h>

#ifndef NVCG_MALLOC
#define NVCG_MALLOC(sz) malloc(sz)
#define NVCG_REALLOC(p, sz) realloc(p, sz)
#define NVCG_FREE(p) free(p)
#endif

/* OpenCL.std.h spells its enumerants differently in C and C++. */
#ifdef __cplusplus
#define NVSP_CL(n) OpenCLLIB::n
#else
#define NVSP_CL(n) OpenCLstd_##n
#endif

